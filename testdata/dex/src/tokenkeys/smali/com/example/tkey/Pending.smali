# Java sketch (Pending.java): an operation kept for its caller.
#   final class Pending {                                     // 3
#       final String tool;                                    // 4
#       Pending(String tool) { this.tool = tool; }            // 5
#   }
.class final Lcom/example/tkey/Pending;
.super Ljava/lang/Object;
.source "Pending.java"

.field final tool:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;)V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/tkey/Pending;->tool:Ljava/lang/String;
    return-void
.end method
