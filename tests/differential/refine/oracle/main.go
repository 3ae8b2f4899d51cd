// Refinement oracle: evaluates expressions with HCL 2.24 and go-cty 1.16
// (the reference, built from ../shared/reference/current as its oracle is;
// see build.sh beside this file) over variables that may be unknown values
// carrying refinements, and prints every result with the refinements of each
// unknown inside it, which the reference's own tools never show.
//
// Input, on stdin: one JSON object per line,
//
//	{"expr": "...", "vars": {"name": VAR, ...}}
//
// where VAR is {"type": <cty type JSON>} for an unknown value of that type,
// optionally with "refine": REFINEMENTS, or {"type": ..., "value": <JSON>}
// for a known value. REFINEMENTS has any of "not_null" (true), "prefix"
// (string), "lower"/"upper" (number), "lower_inclusive"/"upper_inclusive"
// (bool), "min_length"/"max_length" (integer).
//
// Output: one JSON object per input line, {"type": <cty type JSON>,
// "value": RENDERING} or {"diagnostics": [{"summary", "subject"}]}, where a
// RENDERING is null for a null, the JSON of a known primitive, an array for
// a list, set or tuple, an object for a map or object, and
// {"$unknown": REFINEMENTS} for an unknown value (REFINEMENTS as above, with
// only the refinements it has).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/tryfunc"
	"github.com/hashicorp/hcl/v2/ext/typeexpr"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// The function names of the project's other oracle (../shared/reference/oracle).
var functions = map[string]function.Function{
	"abs": stdlib.AbsoluteFunc, "ceil": stdlib.CeilFunc, "floor": stdlib.FloorFunc,
	"log": stdlib.LogFunc, "pow": stdlib.PowFunc, "signum": stdlib.SignumFunc,
	"parseint": stdlib.ParseIntFunc, "min": stdlib.MinFunc, "max": stdlib.MaxFunc,
	"int":   stdlib.IntFunc,
	"chomp": stdlib.ChompFunc, "format": stdlib.FormatFunc, "formatlist": stdlib.FormatListFunc,
	"indent": stdlib.IndentFunc, "join": stdlib.JoinFunc, "lower": stdlib.LowerFunc,
	"upper": stdlib.UpperFunc, "regex": stdlib.RegexFunc, "regexall": stdlib.RegexAllFunc,
	"regexreplace": stdlib.RegexReplaceFunc, "replace": stdlib.ReplaceFunc,
	"split": stdlib.SplitFunc, "strrev": stdlib.ReverseFunc, "substr": stdlib.SubstrFunc,
	"title": stdlib.TitleFunc, "trim": stdlib.TrimFunc, "trimprefix": stdlib.TrimPrefixFunc,
	"trimsuffix": stdlib.TrimSuffixFunc, "trimspace": stdlib.TrimSpaceFunc, "strlen": stdlib.StrlenFunc,
	"chunklist": stdlib.ChunklistFunc, "coalesce": stdlib.CoalesceFunc,
	"coalescelist": stdlib.CoalesceListFunc, "compact": stdlib.CompactFunc,
	"concat": stdlib.ConcatFunc, "contains": stdlib.ContainsFunc, "distinct": stdlib.DistinctFunc,
	"element": stdlib.ElementFunc, "flatten": stdlib.FlattenFunc, "index": stdlib.IndexFunc,
	"keys": stdlib.KeysFunc, "length": stdlib.LengthFunc, "lookup": stdlib.LookupFunc,
	"merge": stdlib.MergeFunc, "range": stdlib.RangeFunc, "reverse": stdlib.ReverseListFunc,
	"setintersection": stdlib.SetIntersectionFunc, "setproduct": stdlib.SetProductFunc,
	"setsubtract": stdlib.SetSubtractFunc, "setsymmetricdifference": stdlib.SetSymmetricDifferenceFunc,
	"setunion": stdlib.SetUnionFunc, "sethaselement": stdlib.SetHasElementFunc,
	"slice": stdlib.SliceFunc, "sort": stdlib.SortFunc, "values": stdlib.ValuesFunc,
	"zipmap": stdlib.ZipmapFunc, "hasindex": stdlib.HasIndexFunc,
	"csvdecode": stdlib.CSVDecodeFunc, "jsondecode": stdlib.JSONDecodeFunc,
	"jsonencode": stdlib.JSONEncodeFunc, "formatdate": stdlib.FormatDateFunc,
	"timeadd":  stdlib.TimeAddFunc,
	"tostring": stdlib.MakeToFunc(cty.String), "tonumber": stdlib.MakeToFunc(cty.Number),
	"tobool": stdlib.MakeToFunc(cty.Bool), "tolist": stdlib.MakeToFunc(cty.List(cty.DynamicPseudoType)),
	"toset": stdlib.MakeToFunc(cty.Set(cty.DynamicPseudoType)), "tomap": stdlib.MakeToFunc(cty.Map(cty.DynamicPseudoType)),
	"try": tryfunc.TryFunc, "can": tryfunc.CanFunc, "convert": typeexpr.ConvertFunc,
}

type refinements struct {
	NotNull        bool             `json:"not_null,omitempty"`
	Prefix         string           `json:"prefix,omitempty"`
	Lower          *json.RawMessage `json:"lower,omitempty"`
	LowerInclusive *bool            `json:"lower_inclusive,omitempty"`
	Upper          *json.RawMessage `json:"upper,omitempty"`
	UpperInclusive *bool            `json:"upper_inclusive,omitempty"`
	MinLength      *int             `json:"min_length,omitempty"`
	MaxLength      *int             `json:"max_length,omitempty"`
}

type variable struct {
	Type   json.RawMessage `json:"type"`
	Value  json.RawMessage `json:"value"` // empty when absent; "null" for a null
	Refine *refinements    `json:"refine"`
}

type input struct {
	Expr string              `json:"expr"`
	Vars map[string]variable `json:"vars"`
}

func number(raw json.RawMessage) cty.Value {
	v, err := ctyjson.Unmarshal(raw, cty.Number)
	if err != nil {
		panic(err)
	}
	return v
}

func unknown(ty cty.Type, r *refinements) cty.Value {
	v := cty.UnknownVal(ty)
	if r == nil {
		return v
	}
	b := v.Refine()
	if r.NotNull {
		b = b.NotNull()
	}
	if r.Prefix != "" {
		b = b.StringPrefixFull(r.Prefix)
	}
	if r.Lower != nil {
		b = b.NumberRangeLowerBound(number(*r.Lower), r.LowerInclusive == nil || *r.LowerInclusive)
	}
	if r.Upper != nil {
		b = b.NumberRangeUpperBound(number(*r.Upper), r.UpperInclusive == nil || *r.UpperInclusive)
	}
	if r.MinLength != nil {
		b = b.CollectionLengthLowerBound(*r.MinLength)
	}
	if r.MaxLength != nil {
		b = b.CollectionLengthUpperBound(*r.MaxLength)
	}
	return b.NewValue()
}

func numberJSON(v cty.Value) json.RawMessage {
	b, err := ctyjson.Marshal(v, cty.Number)
	if err != nil {
		return json.RawMessage(fmt.Sprintf("%q", v.AsBigFloat().String()))
	}
	return b
}

func render(v cty.Value) interface{} {
	if !v.IsKnown() {
		out := map[string]interface{}{}
		if v.Type() != cty.DynamicPseudoType {
			rng := v.Range()
			if rng.DefinitelyNotNull() {
				out["not_null"] = true
			}
			switch ty := v.Type(); {
			case ty == cty.String:
				if p := rng.StringPrefix(); p != "" {
					out["prefix"] = p
				}
			case ty == cty.Number:
				if lo, inc := rng.NumberLowerBound(); lo.IsKnown() && lo != cty.NegativeInfinity {
					out["lower"], out["lower_inclusive"] = numberJSON(lo), inc
				}
				if hi, inc := rng.NumberUpperBound(); hi.IsKnown() && hi != cty.PositiveInfinity {
					out["upper"], out["upper_inclusive"] = numberJSON(hi), inc
				}
			case ty.IsCollectionType():
				if n := rng.LengthLowerBound(); n != 0 {
					out["min_length"] = n
				}
				if n := rng.LengthUpperBound(); n != math.MaxInt {
					out["max_length"] = n
				}
			}
		}
		return map[string]interface{}{"$unknown": out}
	}
	if v.IsNull() {
		return nil
	}
	ty := v.Type()
	switch {
	case ty == cty.String:
		return v.AsString()
	case ty == cty.Number:
		return numberJSON(v)
	case ty == cty.Bool:
		return v.True()
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		out := []interface{}{}
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			out = append(out, render(e))
		}
		return out
	case ty.IsMapType() || ty.IsObjectType():
		out := map[string]interface{}{}
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			out[k.AsString()] = render(e)
		}
		return out
	}
	return fmt.Sprintf("%#v", v)
}

type jsonPos struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}
type jsonRange struct {
	Start jsonPos `json:"start"`
	End   jsonPos `json:"end"`
}
type jsonDiag struct {
	Summary string     `json:"summary"`
	Subject *jsonRange `json:"subject,omitempty"`
}

func diagnostics(diags hcl.Diagnostics) interface{} {
	out := []jsonDiag{}
	for _, d := range diags {
		if d.Severity != hcl.DiagError {
			continue
		}
		jd := jsonDiag{Summary: d.Summary}
		if r := d.Subject; r != nil {
			jd.Subject = &jsonRange{jsonPos{r.Start.Line, r.Start.Column, r.Start.Byte}, jsonPos{r.End.Line, r.End.Column, r.End.Byte}}
		}
		out = append(out, jd)
	}
	return map[string]interface{}{"diagnostics": out}
}

func evaluate(in input) (result interface{}) {
	defer func() {
		if r := recover(); r != nil {
			result = map[string]interface{}{"panic": fmt.Sprint(r)}
		}
	}()
	ctx := &hcl.EvalContext{Variables: map[string]cty.Value{}, Functions: functions}
	for name, spec := range in.Vars {
		ty, err := ctyjson.UnmarshalType(spec.Type)
		if err != nil {
			panic(err)
		}
		if len(spec.Value) > 0 {
			v, err := ctyjson.Unmarshal(spec.Value, ty)
			if err != nil {
				panic(err)
			}
			ctx.Variables[name] = v
		} else {
			ctx.Variables[name] = unknown(ty, spec.Refine)
		}
	}
	expr, diags := hclsyntax.ParseExpression([]byte(in.Expr), "case.hcl", hcl.Pos{Line: 1, Column: 1, Byte: 0})
	if diags.HasErrors() {
		return diagnostics(diags)
	}
	val, diags := expr.Value(ctx)
	if diags.HasErrors() {
		return diagnostics(diags)
	}
	ty, _ := ctyjson.MarshalType(val.Type())
	return map[string]interface{}{"type": json.RawMessage(ty), "value": render(val)}
}

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 1<<20), 1<<24)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for scanner.Scan() {
		var in input
		if err := json.Unmarshal(scanner.Bytes(), &in); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		b, err := json.Marshal(evaluate(in))
		if err != nil {
			panic(err)
		}
		out.Write(append(b, '\n'))
	}
}
