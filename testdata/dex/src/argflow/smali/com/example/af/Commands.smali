# Java sketch (Commands.java):
#   final class Commands {                                                 // 3
#       static String ping(String host) {
#           return "ping -c 1 " + host;                                     // 5
#       }
#   }
.class final Lcom/example/af/Commands;
.super Ljava/lang/Object;
.source "Commands.java"

.method static ping(Ljava/lang/String;)Ljava/lang/String;
    .locals 2
    .line 5
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "ping -c 1 "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
