//! The connection itself: reaching the server (TCP, then TLS where [`super::secure`] says
//! so), and the one thread that owns the stream, writing the player's lines and reading
//! the server's.
//!
//! One owner rather than a reader and a writer sharing a lock: a TLS stream cannot be split,
//! and a short read timeout lets the thread look for lines to send between reads. Every read
//! is bounded: a server line longer than [`SERVER_LINE_MAX`] is cut, the rest of it skipped
//! without being kept; every wait has a limit.

use std::io::{ErrorKind, Read, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread::JoinHandle;
use std::time::Duration;

use rustls::pki_types::ServerName;
use rustls::{ClientConfig, ClientConnection, StreamOwned};

use super::address::Address;

/// The longest server line kept, in bytes: far beyond any board or list, short enough that
/// a server gone wrong cannot fill the memory.
pub const SERVER_LINE_MAX: usize = 64 * 1024;

/// How long a name may take to resolve, a connection to open, the TLS handshake to end, or
/// a line to be written.
const CONNECT_LIMIT: Duration = Duration::from_secs(10);

/// How long a read waits before the thread looks for a line to send.
const POLL: Duration = Duration::from_millis(20);

/// Why the server could not be reached.
#[derive(Debug)]
pub enum ConnectError {
    /// Nothing listens on that port (the connection was refused).
    Refused,
    /// The name resolves to no address.
    UnknownHost,
    /// No answer within the time limit.
    Timeout,
    /// The server's certificate is not trusted (or not for that name).
    Certificate,
    /// TLS failed otherwise (a server that does not speak TLS, a protocol error).
    Tls,
    /// Anything else, in the system's words.
    Other(String),
}

impl ConnectError {
    fn of(error: &std::io::Error) -> ConnectError {
        if let Some(tls) = error
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<rustls::Error>())
        {
            return match tls {
                rustls::Error::InvalidCertificate(_) => ConnectError::Certificate,
                _ => ConnectError::Tls,
            };
        }
        match error.kind() {
            ErrorKind::ConnectionRefused => ConnectError::Refused,
            ErrorKind::TimedOut | ErrorKind::WouldBlock => ConnectError::Timeout,
            _ => ConnectError::Other(error.to_string()),
        }
    }
}

/// A connection, plain or encrypted.
enum Stream {
    Plain(TcpStream),
    Tls(Box<StreamOwned<ClientConnection, TcpStream>>),
}

impl Stream {
    fn tcp(&self) -> &TcpStream {
        match self {
            Stream::Plain(tcp) => tcp,
            Stream::Tls(tls) => tls.get_ref(),
        }
    }

    /// Says goodbye as the protocol wants (TLS's close_notify), then closes; best effort.
    fn close(mut self) {
        if let Stream::Tls(tls) = &mut self {
            tls.conn.send_close_notify();
            let _ = tls.flush();
        }
        let _ = self.tcp().shutdown(std::net::Shutdown::Both);
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Stream::Plain(tcp) => tcp.read(buf),
            Stream::Tls(tls) => tls.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Stream::Plain(tcp) => tcp.write(buf),
            Stream::Tls(tls) => tls.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Stream::Plain(tcp) => tcp.flush(),
            Stream::Tls(tls) => tls.flush(),
        }
    }
}

/// The addresses of `address`'s host, resolved in a thread of their own: the system's
/// resolver has no time limit, the player must not wait forever.
fn resolve(address: &Address) -> Result<Vec<SocketAddr>, ConnectError> {
    let (sender, receiver) = mpsc::channel();
    let target = (address.host().to_owned(), address.port());
    std::thread::spawn(move || {
        let found = target
            .to_socket_addrs()
            .map(Iterator::collect::<Vec<_>>)
            .map_err(|_| ConnectError::UnknownHost);
        let _ = sender.send(found);
    });
    match receiver.recv_timeout(CONNECT_LIMIT) {
        Ok(Ok(found)) if !found.is_empty() => Ok(found),
        Ok(Ok(_)) | Ok(Err(_)) => Err(ConnectError::UnknownHost),
        Err(_) => Err(ConnectError::Timeout),
    }
}

/// Opens a connection to `address`, encrypted with `tls` when given, its handshake done.
fn open(address: &Address, tls: Option<Arc<ClientConfig>>) -> Result<Stream, ConnectError> {
    let mut last = ConnectError::UnknownHost;
    let mut tcp = None;
    for addr in resolve(address)? {
        match TcpStream::connect_timeout(&addr, CONNECT_LIMIT) {
            Ok(stream) => {
                tcp = Some(stream);
                break;
            }
            Err(e) => last = ConnectError::of(&e),
        }
    }
    let mut tcp = tcp.ok_or(last)?;
    let io = |e: std::io::Error| ConnectError::of(&e);
    tcp.set_nodelay(true).map_err(io)?;
    tcp.set_read_timeout(Some(CONNECT_LIMIT)).map_err(io)?;
    tcp.set_write_timeout(Some(CONNECT_LIMIT)).map_err(io)?;
    let stream = match tls {
        None => Stream::Plain(tcp),
        Some(config) => {
            let name = ServerName::try_from(address.host().to_owned())
                .map_err(|_| ConnectError::UnknownHost)?;
            let mut conn = ClientConnection::new(config, name).map_err(|_| ConnectError::Tls)?;
            while conn.is_handshaking() {
                match conn.complete_io(&mut tcp) {
                    Ok((0, 0)) if conn.is_handshaking() => return Err(ConnectError::Tls),
                    Ok(_) => {}
                    Err(e) => return Err(ConnectError::of(&e)),
                }
            }
            Stream::Tls(Box::new(StreamOwned::new(conn, tcp)))
        }
    };
    stream.tcp().set_read_timeout(Some(POLL)).map_err(io)?;
    Ok(stream)
}

/// How a connection ended, other than by the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The server closed it.
    Closed,
    /// It broke (reset, timed out, a TLS error).
    Lost,
}

/// What the thread is told.
enum Order {
    Send(String),
    Close,
}

/// A live connection: its thread, and the way to give it lines.
pub struct Link {
    orders: Sender<Order>,
    thread: Option<JoinHandle<()>>,
}

impl Link {
    /// Connects to `address` and starts the thread: `on_line` gets every server line (cut,
    /// decoded), `on_end` how the connection ended, unless the player ended it.
    pub fn connect(
        address: &Address,
        tls: Option<Arc<ClientConfig>>,
        on_line: impl FnMut(&str) + Send + 'static,
        on_end: impl FnOnce(Ending) + Send + 'static,
    ) -> Result<Link, ConnectError> {
        let stream = open(address, tls)?;
        let (orders, received) = mpsc::channel();
        let thread = std::thread::spawn(move || serve(stream, &received, on_line, on_end));
        Ok(Link {
            orders,
            thread: Some(thread),
        })
    }

    /// Sends `line` (its end added); a connection already ended drops it, and has told
    /// so through `on_end`.
    pub fn send(&self, line: &str) {
        let _ = self.orders.send(Order::Send(line.to_owned()));
    }

    /// Closes the connection and waits for its thread (at most the time of one write).
    pub fn close(mut self) {
        let _ = self.orders.send(Order::Close);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The thread's work: lines out as they come, lines in as they arrive, to the end.
fn serve(
    mut stream: Stream,
    orders: &Receiver<Order>,
    mut on_line: impl FnMut(&str),
    on_end: impl FnOnce(Ending),
) {
    let mut lines = LineSplitter::default();
    let mut buf = [0u8; 16 * 1024];
    loop {
        loop {
            match orders.try_recv() {
                Ok(Order::Send(line)) => {
                    let mut bytes = line.into_bytes();
                    bytes.push(b'\n');
                    if stream
                        .write_all(&bytes)
                        .and_then(|()| stream.flush())
                        .is_err()
                    {
                        return on_end(Ending::Lost);
                    }
                }
                Ok(Order::Close) | Err(TryRecvError::Disconnected) => return stream.close(),
                Err(TryRecvError::Empty) => break,
            }
        }
        match stream.read(&mut buf) {
            Ok(0) => {
                if let Some(last) = lines.finish() {
                    on_line(&last);
                }
                return on_end(Ending::Closed);
            }
            Ok(n) => {
                for line in lines.push(&buf[..n]) {
                    on_line(&line);
                }
            }
            Err(e)
                if matches!(
                    e.kind(),
                    ErrorKind::WouldBlock | ErrorKind::TimedOut | ErrorKind::Interrupted
                ) => {}
            Err(_) => return on_end(Ending::Lost),
        }
    }
}

/// Cuts a stream of bytes into lines, never keeping more than [`SERVER_LINE_MAX`] bytes of
/// one: the rest of a longer line is skipped to its end. Text that is not UTF-8 is decoded
/// with replacement characters, and a `\r` before the end is dropped.
#[derive(Default)]
pub struct LineSplitter {
    line: Vec<u8>,
    /// Whether the line being read was cut, its rest to be skipped.
    skipping: bool,
}

impl LineSplitter {
    /// The lines that `bytes` complete.
    pub fn push(&mut self, mut bytes: &[u8]) -> Vec<String> {
        let mut out = Vec::new();
        while !bytes.is_empty() {
            let (part, ended) = match bytes.iter().position(|&b| b == b'\n') {
                Some(at) => (&bytes[..at], Some(at + 1)),
                None => (bytes, None),
            };
            if !self.skipping {
                let room = SERVER_LINE_MAX - self.line.len();
                if part.len() > room {
                    self.line.extend_from_slice(&part[..room]);
                    self.skipping = true;
                } else {
                    self.line.extend_from_slice(part);
                }
            }
            match ended {
                Some(at) => {
                    out.push(self.take());
                    bytes = &bytes[at..];
                }
                None => bytes = &[],
            }
        }
        out
    }

    /// The last line, when the stream ended without its end.
    pub fn finish(&mut self) -> Option<String> {
        (!self.line.is_empty()).then(|| self.take())
    }

    fn take(&mut self) -> String {
        self.skipping = false;
        let mut line = std::mem::take(&mut self.line);
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        String::from_utf8_lossy(&line).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_split_across_reads_come_out_whole() {
        let mut lines = LineSplitter::default();
        assert_eq!(lines.push(b":Bienve"), Vec::<String>::new());
        assert_eq!(lines.push(b"nue\r\n?> \n~V"), [":Bienvenue", "?> "]);
        assert_eq!(lines.push(b"3\n"), ["~V3"]);
        assert_eq!(lines.finish(), None);
    }

    #[test]
    fn a_server_line_too_long_is_cut_and_its_rest_skipped() {
        let mut lines = LineSplitter::default();
        let long = vec![b'x'; SERVER_LINE_MAX + 10];
        assert!(lines.push(&long).is_empty());
        assert!(lines.push(&long).is_empty());
        let out = lines.push(b"yyy\n:suite\n");
        assert_eq!(out.len(), 2);
        assert_eq!(out[0].len(), SERVER_LINE_MAX);
        assert_eq!(out[1], ":suite");
    }

    #[test]
    fn bytes_that_are_not_utf8_are_read_with_replacement_characters() {
        let mut lines = LineSplitter::default();
        assert_eq!(lines.push(b":d\xe9s\n"), [":d\u{fffd}s"]);
        assert_eq!(lines.push(b":fin sans retour"), Vec::<String>::new());
        assert_eq!(lines.finish().as_deref(), Some(":fin sans retour"));
    }

    #[test]
    fn a_refused_port_is_told_as_refused() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        drop(listener);
        let address = Address::parse(&format!("127.0.0.1:{port}")).unwrap();
        assert!(matches!(open(&address, None), Err(ConnectError::Refused)));
    }
}
