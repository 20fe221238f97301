import java.io.*;
import java.net.*;
import com.lumenhaus.cetp.*;
import com.lumenhaus.data.*;

/** Runs the parts that need no Android runtime; the same output from javac's classes and the round-tripped dex. */
public class Behave2 {
    static class FakePm extends android.content.pm.PackageManager {
        public boolean hasSigningCertificate(int uid, byte[] c, int t) { return uid == 10042 && c.length == 32 && c[0] == 0x4f && c[31] == (byte) 0xa0; }
        public String[] getPackagesForUid(int uid) { return new String[] {"x"}; }
    }

    public static void main(String[] a) throws Exception {
        System.out.println("digest " + Ledger.digest("set_scene", "{\"room\":\"hall\"}"));
        System.out.println("digest " + Ledger.digest("", ""));
        CallerGate gate = new CallerGate();
        System.out.println("empty gate " + gate.admits(1));
        gate.add(uid -> uid > 100);
        gate.add(uid -> uid % 2 == 0);
        System.out.println("gate " + gate.admits(102) + " " + gate.admits(103) + " " + gate.admits(4));
        Invocation inv = new Invocation(7, "r", Long.MAX_VALUE / 2, "t", null, "d", null);
        System.out.println("remaining>0 " + (inv.remainingMs() > 0) + " uid " + inv.uid + " " + inv.requestId);
        System.out.println("pairing " + com.lumenhaus.devices.PairingCodes.get().next().matches("[0-9a-f]{2,32}")
                + " same " + (com.lumenhaus.devices.PairingCodes.get() == com.lumenhaus.devices.PairingCodes.get()));
        System.out.println("pin " + com.lumenhaus.devices.PairingCodes.get().pin().matches("[0-9]{6}"));
        try {
            SignerRule r = new SignerRule(new FakePm(), Cetp.ASSISTANT_CERT_SHA256);
            System.out.println("signer built");
            System.out.println("signer " + r.accepts(10042));
        } catch (Throwable t) {
            System.out.println("signer " + t.getClass().getName());
        }
        for (String answer : new String[] {"OK {\"on\":true}", "ERR busy", null}) {
            ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
            Thread t = new Thread(() -> {
                try (Socket s = server.accept()) {
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), "UTF-8"));
                    String line = in.readLine();
                    OutputStream out = s.getOutputStream();
                    if (answer != null) out.write((answer + " <" + line + ">\n").getBytes("UTF-8"));
                    out.flush();
                } catch (IOException e) {
                    System.out.println("server " + e);
                }
            });
            t.start();
            try {
                System.out.println("hub " + new HubClient("127.0.0.1", server.getLocalPort()).exchange("devices/scene", "{}"));
            } catch (IOException e) {
                System.out.println("hub " + e.getClass().getName() + ": " + e.getMessage().replace(String.valueOf(server.getLocalPort()), "PORT"));
            }
            t.join();
            server.close();
        }
    }
}
