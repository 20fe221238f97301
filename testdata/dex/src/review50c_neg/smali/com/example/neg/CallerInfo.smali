# Java:
#   final class CallerInfo {
#       final String token;
#       CallerInfo(String token) { this.token = token; }
#   }
.class final Lcom/example/neg/CallerInfo;
.super Ljava/lang/Object;
.field final token:Ljava/lang/String;
.method constructor <init>(Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/neg/CallerInfo;->token:Ljava/lang/String;
    return-void
.end method
