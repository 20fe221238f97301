package com.lumenhaus.data;

import java.io.BufferedReader;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;

/** The hub's line protocol on the home network: one command line out, one answer line back. */
public final class HubClient {
    private final String mHost;
    private final int mPort;

    public HubClient(String host, int port) {
        mHost = host;
        mPort = port;
    }

    public String exchange(String command, String payload) throws IOException {
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(mHost, mPort), 3000);
            socket.setSoTimeout(5000);
            try (OutputStream out = socket.getOutputStream();
                    BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), "UTF-8"))) {
                out.write((command + " " + payload + "\n").getBytes("UTF-8"));
                out.flush();
                String line = in.readLine();
                if (line == null) {
                    throw new EOFException("hub " + mHost + " closed the connection");
                }
                if (line.startsWith("ERR ")) {
                    throw new IOException("hub refused " + command + ": " + line.substring(4));
                }
                return line;
            }
        } finally {
            socket.close();
        }
    }
}
