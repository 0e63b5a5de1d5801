# tablier online: the server's client (issue 28). The server says everything else, in the
# player's language; the client says only its own messages.

client-about = Play online: connects to a tablier server (tablier serveur).
client-usage = tablier online ADDRESS [OPTIONS]
client-help-address = The server's address: host:port, [IPv6]:port or a name (port 4321 by default).
client-help-ca = The server's certificate (PEM), the only one trusted: for a self-signed certificate.
client-help-insecure = No encryption (plain TCP), even to another machine; the password travels in clear.
client-help-simple = Plain lines without editing, for screen readers that prefer them.
client-help-speech = Speech: auto, yes or no.

client-error-address = Server address not understood: "{ $value }". Examples: localhost, game.example.org:4321, [::1]:4321.
client-error-ca = Certificate file unusable: { $value }.
client-error-ca-none = no PEM certificate in this file

client-info-connecting = Connecting to { $address }…
client-error-connect = Cannot connect to { $address }: { $reason }.
client-reason-refused = nothing listens on that port (connection refused)
client-reason-unknown-host = this address is unknown
client-reason-timeout = no answer
client-reason-certificate = the server's certificate is not recognised (for a self-signed certificate: --ca FILE)
client-reason-tls = encryption (TLS) failed
client-reason-other = { $error }
client-ask-retry = Try again? (yes/no)
client-info-lost = The connection to the server is lost.
client-info-closed = The server closed the connection.
client-ask-reconnect = Reconnect? (yes/no)
client-error-silent = The server has not answered for { $seconds } seconds.
client-error-secret-refused = Password not sent: the connection to { $address } is not encrypted (--insecure to send it anyway).
client-info-end = End of input: connection closed, goodbye.

## Files sent by the server (export N FILE).
client-error-file-malformed = The server sent a malformed or incomplete file: nothing is written.
client-error-file-too-large = The server sent a file larger than one megabyte: refused, nothing is written.
client-error-file-unasked = The server sent a file named { $name } that you did not ask for: nothing is written.
