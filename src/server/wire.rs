//! The bytes of one connection: lines read with a bound (`MAX_LINE`, and a line far too long
//! is not even read to its end), lines written through a bounded queue (a client that does
//! not read is dropped rather than holding the server's memory), and TLS.

use std::path::Path;
use std::sync::Arc;

use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWrite, AsyncWriteExt};
use tokio::sync::{mpsc, watch};

use crate::net::MAX_LINE;

/// The most answers waiting to be written to one client (an answer is the lines of one
/// reply or notice, however many: a long list of plays is one): a client that lets more
/// pile up is not reading, and is dropped (`docs/protocole.md` §1).
pub const QUEUE: usize = 256;

/// Past this many bytes without an end of line, the client is not sending lines: it is
/// dropped without the rest being read.
pub const FLOOD_BYTES: usize = 64 * MAX_LINE;

/// One line read.
#[derive(Debug, PartialEq, Eq)]
pub enum Read {
    /// A line, without its end.
    Line(String),
    /// A line longer than [`MAX_LINE`]: skipped to its end.
    TooLong,
    /// A line that is not UTF-8.
    NotText,
    /// More than [`FLOOD_BYTES`] without an end of line.
    Flood,
    /// The end of the connection.
    End,
}

/// Reads one line, never holding more than [`MAX_LINE`] bytes of it.
pub async fn read_line<R: AsyncBufRead + Unpin>(reader: &mut R) -> std::io::Result<Read> {
    let mut line = Vec::new();
    let mut seen = 0usize;
    loop {
        let available = reader.fill_buf().await?;
        if available.is_empty() {
            if seen == 0 {
                return Ok(Read::End);
            }
            break;
        }
        let (chunk, used, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (&available[..at], at + 1, true),
            None => (available, available.len(), false),
        };
        seen += chunk.len();
        if seen <= MAX_LINE + 1 {
            line.extend_from_slice(chunk);
        }
        reader.consume(used);
        if ended {
            break;
        }
        if seen > FLOOD_BYTES {
            return Ok(Read::Flood);
        }
    }
    if line.last() == Some(&b'\r') {
        line.pop();
        seen -= 1;
    }
    if seen > MAX_LINE {
        return Ok(Read::TooLong);
    }
    Ok(String::from_utf8(line).map_or(Read::NotText, Read::Line))
}

/// Where the lines for one client go: a bounded queue to its writer, and the switch that
/// closes the connection.
#[derive(Clone, Debug)]
pub struct Outbox {
    lines: mpsc::Sender<Vec<String>>,
    close: Arc<watch::Sender<bool>>,
}

impl Outbox {
    /// Queues `lines`; a client whose queue is full is not reading: it is closed, and
    /// `false` returned.
    pub fn send(&self, lines: Vec<String>) -> bool {
        if lines.is_empty() {
            return true;
        }
        if self.lines.try_send(lines).is_err() {
            self.close();
            return false;
        }
        true
    }

    /// Closes the connection once what is queued is written.
    pub fn close(&self) {
        let _ = self.close.send(true);
    }

    /// Whether the connection is closed or closing.
    #[must_use]
    pub fn is_closed(&self) -> bool {
        *self.close.borrow() || self.lines.is_closed()
    }

    /// A watch on the switch, for the reading side.
    #[must_use]
    pub fn closing(&self) -> watch::Receiver<bool> {
        self.close.subscribe()
    }
}

/// Starts the writer of a connection: lines from the returned [`Outbox`] go to `writer`, each
/// ended by `\n`, until the outbox is closed (then what was queued is written first) or the
/// client is gone.
pub fn start_writer<W: AsyncWrite + Unpin + Send + 'static>(mut writer: W) -> Outbox {
    let (lines, mut queue) = mpsc::channel::<Vec<String>>(QUEUE);
    let (close, mut closing) = watch::channel(false);
    tokio::spawn(async move {
        loop {
            tokio::select! {
                biased;
                lines = queue.recv() => {
                    let Some(lines) = lines else { break };
                    if write_lines(&mut writer, &lines).await.is_err() {
                        break;
                    }
                    // Write what else is queued before flushing: one flush for them all.
                    while let Ok(lines) = queue.try_recv() {
                        if write_lines(&mut writer, &lines).await.is_err() {
                            return;
                        }
                    }
                    if writer.flush().await.is_err() {
                        break;
                    }
                }
                _ = closing.changed() => {
                    while let Ok(lines) = queue.try_recv() {
                        if write_lines(&mut writer, &lines).await.is_err() {
                            break;
                        }
                    }
                    let _ = writer.flush().await;
                    let _ = writer.shutdown().await;
                    break;
                }
            }
        }
    });
    Outbox {
        lines,
        close: Arc::new(close),
    }
}

async fn write_lines<W: AsyncWrite + Unpin>(
    writer: &mut W,
    lines: &[String],
) -> std::io::Result<()> {
    for line in lines {
        writer.write_all(line.as_bytes()).await?;
        writer.write_all(b"\n").await?;
    }
    Ok(())
}

/// Why TLS could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum TlsProblem {
    #[error("{path}: {why}")]
    Certificate { path: String, why: String },
    #[error("{path}: {why}")]
    Key { path: String, why: String },
    #[error("{0}")]
    Config(String),
}

/// The TLS acceptor of the certificate chain in `cert` and the private key in `key` (PEM).
pub fn tls_acceptor(cert: &Path, key: &Path) -> Result<tokio_rustls::TlsAcceptor, TlsProblem> {
    use rustls::pki_types::pem::PemObject;
    use rustls::pki_types::{CertificateDer, PrivateKeyDer};
    let certificate = |why: String| TlsProblem::Certificate {
        path: cert.display().to_string(),
        why,
    };
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(cert)
        .map_err(|e| certificate(e.to_string()))?
        .collect::<Result<_, _>>()
        .map_err(|e| certificate(e.to_string()))?;
    if chain.is_empty() {
        return Err(certificate("no certificate".to_owned()));
    }
    let key = PrivateKeyDer::from_pem_file(key).map_err(|e| TlsProblem::Key {
        path: key.display().to_string(),
        why: e.to_string(),
    })?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| TlsProblem::Config(e.to_string()))?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(|e| TlsProblem::Config(e.to_string()))?;
    Ok(tokio_rustls::TlsAcceptor::from(Arc::new(config)))
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn lines_of(bytes: &[u8]) -> Vec<Read> {
        let mut reader = tokio::io::BufReader::with_capacity(64, bytes);
        let mut out = Vec::new();
        loop {
            let read = read_line(&mut reader).await.expect("reading memory");
            let end = matches!(read, Read::End | Read::Flood);
            out.push(read);
            if end {
                return out;
            }
        }
    }

    #[tokio::test]
    async fn lines_are_read_without_their_ends_and_a_last_line_without_one_counts() {
        assert_eq!(
            lines_of(b"qui\r\ntables\nfin").await,
            [
                Read::Line("qui".into()),
                Read::Line("tables".into()),
                Read::Line("fin".into()),
                Read::End
            ]
        );
    }

    #[tokio::test]
    async fn a_line_too_long_is_skipped_to_its_end_and_the_next_one_read() {
        let mut bytes = vec![b'x'; MAX_LINE + 10];
        bytes.extend_from_slice(b"\nqui\n");
        assert_eq!(
            lines_of(&bytes).await,
            [Read::TooLong, Read::Line("qui".into()), Read::End]
        );
        let mut exact = vec![b'y'; MAX_LINE];
        exact.extend_from_slice(b"\r\n");
        assert_eq!(lines_of(&exact).await[0], Read::Line("y".repeat(MAX_LINE)));
    }

    #[tokio::test]
    async fn bytes_that_are_not_utf8_are_refused_and_the_next_line_read() {
        assert_eq!(
            lines_of(b"caf\xe9\nqui\n").await,
            [Read::NotText, Read::Line("qui".into()), Read::End]
        );
    }

    #[tokio::test]
    async fn a_long_answer_is_one_in_the_queue_and_a_client_that_never_reads_is_dropped() {
        use tokio::io::AsyncReadExt;
        let (ours, mut theirs) = tokio::io::duplex(1 << 20);
        let outbox = start_writer(ours);
        // Five thousand lines of one answer (a long list of plays): written, not dropped.
        let answer: Vec<String> = (0..5000).map(|n| format!("{n}")).collect();
        assert!(outbox.send(answer));
        let mut got = vec![0u8; 5000 * 5];
        let mut read = 0;
        while read < got.len() {
            let n = theirs.read(&mut got[read..]).await.unwrap();
            assert!(n > 0, "closed");
            if String::from_utf8_lossy(&got[..read + n]).contains("4999\n") {
                break;
            }
            read += n;
        }
        assert!(!outbox.is_closed());
        // A client that never reads: its pipe fills, then its queue, and it is closed.
        let (ours, _never_read) = tokio::io::duplex(64);
        let outbox = start_writer(ours);
        let mut dropped = false;
        for _ in 0..QUEUE * 4 {
            if !outbox.send(vec!["une ligne".to_owned()]) {
                dropped = true;
                break;
            }
            tokio::task::yield_now().await;
        }
        assert!(dropped && outbox.is_closed());
    }

    #[tokio::test]
    async fn an_endless_line_is_a_flood_and_is_not_read_to_its_end() {
        let bytes = vec![b'z'; FLOOD_BYTES * 2];
        assert_eq!(lines_of(&bytes).await, [Read::Flood]);
    }
}
