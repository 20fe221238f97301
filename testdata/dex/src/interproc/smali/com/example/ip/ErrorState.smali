# Java sketch:
#   final class ErrorState {
#       private String last = "none";                        // 5
#       private String fixed;
#       void record(Exception e) { last = e.toString(); }    // 8
#       // true positive 607: exception text stored in a field, sent later
#       Bundle fail() {
#           failFixed();                                      // 11
#           try { work(); } catch (IOException e) { record(e); }   // 12
#           Bundle b = new Bundle(); b.putString("error_message", last); return b;   // 13
#       }
#       // near miss 607: a field only ever holding fixed text
#       Bundle failFixed() {
#           fixed = "could not save";                         // 17
#           Bundle b = new Bundle(); b.putString("error_message", fixed); return b;  // 18
#       }
#       void work() throws IOException { throw new IOException("disk /data/x full"); }  // 21
#   }
.class final Lcom/example/ip/ErrorState;
.super Ljava/lang/Object;
.source "ErrorState.java"

.field private last:Ljava/lang/String;
.field private fixed:Ljava/lang/String;

.method constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 5
    const-string v0, "none"
    iput-object v0, p0, Lcom/example/ip/ErrorState;->last:Ljava/lang/String;
    return-void
.end method

.method record(Ljava/lang/Exception;)V
    .registers 3
    .line 8
    invoke-virtual {p1}, Ljava/lang/Exception;->toString()Ljava/lang/String;
    move-result-object v0
    iput-object v0, p0, Lcom/example/ip/ErrorState;->last:Ljava/lang/String;
    return-void
.end method

.method fail()Landroid/os/Bundle;
    .registers 4
    .line 11
    invoke-virtual {p0}, Lcom/example/ip/ErrorState;->failFixed()Landroid/os/Bundle;
    .line 12
    :try_start
    invoke-virtual {p0}, Lcom/example/ip/ErrorState;->work()V
    :try_end
    .catch Ljava/io/IOException; {:try_start .. :try_end} :handler
    goto :put
    :handler
    move-exception v0
    invoke-virtual {p0, v0}, Lcom/example/ip/ErrorState;->record(Ljava/lang/Exception;)V
    .line 13
    :put
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "error_message"
    iget-object v2, p0, Lcom/example/ip/ErrorState;->last:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method failFixed()Landroid/os/Bundle;
    .registers 4
    .line 17
    const-string v0, "could not save"
    iput-object v0, p0, Lcom/example/ip/ErrorState;->fixed:Ljava/lang/String;
    .line 18
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "error_message"
    iget-object v2, p0, Lcom/example/ip/ErrorState;->fixed:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method work()V
    .registers 3
    .line 21
    new-instance v0, Ljava/io/IOException;
    const-string v1, "disk /data/x full"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
