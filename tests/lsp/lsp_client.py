"""A small Language Server Protocol client over a subprocess's stdio, for the
tests: framing, requests with ids, notifications kept for inspection, and a
model of positions (lines end at \\n, \\r\\n or \\r; characters in UTF-16
code units or bytes) written apart from the server's."""
import json
import queue
import subprocess
import threading
import time


class LspClient:
    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.messages = queue.Queue()
        self.next_id = 1
        self.notifications = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        out = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.rstrip(b"\r\n")
                if not line:
                    break
                name, _, value = line.partition(b":")
                headers[name.strip().lower()] = value.strip()
            body = out.read(int(headers[b"content-length"]))
            self.messages.put(json.loads(body))

    # --- sending ---------------------------------------------------------
    def send_raw(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    @staticmethod
    def frame(message):
        body = message if isinstance(message, bytes) else json.dumps(message).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def send(self, message):
        self.send_raw(self.frame(message))

    def request_message(self, method, params=None):
        rid = self.next_id
        self.next_id += 1
        return rid, {"jsonrpc": "2.0", "id": rid, "method": method, "params": params or {}}

    def notify(self, method, params=None):
        self.send({"jsonrpc": "2.0", "method": method, "params": params or {}})

    # --- receiving -------------------------------------------------------
    def next_message(self, timeout=60):
        message = self.messages.get(timeout=timeout)
        if message is None:
            raise EOFError("the server closed its output")
        return message

    def response(self, rid, timeout=60):
        """The response to request `rid`; notifications on the way are kept."""
        deadline = time.time() + timeout
        while True:
            message = self.next_message(max(0.1, deadline - time.time()))
            if "method" in message:
                self.notifications.append(message)
            elif message.get("id") == rid:
                return message

    def request(self, method, params=None, timeout=60):
        rid, message = self.request_message(method, params)
        self.send(message)
        return self.response(rid, timeout)

    def wait_notification(self, predicate, timeout=60):
        for i, n in enumerate(self.notifications):
            if predicate(n):
                return self.notifications.pop(i)
        deadline = time.time() + timeout
        while True:
            message = self.next_message(max(0.1, deadline - time.time()))
            if "method" in message and predicate(message):
                return message
            if "method" in message:
                self.notifications.append(message)

    def diagnostics(self, uri, version, timeout=60):
        return self.wait_notification(
            lambda n: n["method"] == "textDocument/publishDiagnostics"
            and n["params"]["uri"] == uri and n["params"].get("version") == version, timeout)["params"]["diagnostics"]

    def initialize(self, encodings=None, snippets=True):
        caps = {"textDocument": {"completion": {"completionItem": {"snippetSupport": snippets}}}}
        if encodings:
            caps["general"] = {"positionEncodings": encodings}
        result = self.request("initialize", {"processId": None, "rootUri": None, "capabilities": caps})
        self.notify("initialized")
        return result

    def close(self, timeout=30):
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        return self.proc.wait(timeout)


class Text:
    """The client's copy of a document, with the protocol's positions."""

    def __init__(self, data, encoding="utf-16"):
        self.data = data  # bytes
        self.encoding = encoding

    def line_starts(self):
        starts = [0]
        d = self.data
        for i, b in enumerate(d):
            if b == 0x0A or (b == 0x0D and (i + 1 == len(d) or d[i + 1] != 0x0A)):
                starts.append(i + 1)
        return starts

    def units(self, chunk):
        if self.encoding == "utf-8":
            return len(chunk)
        n = 0
        for ch in chunk.decode("utf-8", "surrogateescape"):
            n += 2 if ord(ch) > 0xFFFF else 1
        return n

    def position(self, offset):
        starts = self.line_starts()
        line = max(i for i, s in enumerate(starts) if s <= offset)
        start = starts[line]
        end = starts[line + 1] if line + 1 < len(starts) else len(self.data)
        content = self.data[start:end].rstrip(b"\n").rstrip(b"\r")
        return {"line": line, "character": self.units(content[:max(0, offset - start)])}

    def range(self, begin, end):
        return {"start": self.position(begin), "end": self.position(end)}

    def character_boundaries(self):
        """Offsets where a position can point: not inside a character nor between \\r and \\n."""
        text = self.data.decode("utf-8", "surrogateescape")
        out, at = [], 0
        for ch in text:
            out.append(at)
            at += len(ch.encode("utf-8", "surrogateescape"))
        out.append(at)
        return [o for o in out if not (0 < o < len(self.data) and self.data[o - 1] == 0x0D and self.data[o] == 0x0A)]

    def replace(self, begin, end, new):
        self.data = self.data[:begin] + new + self.data[end:]
