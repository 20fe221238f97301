# Java sketch (Pending.java): a confirmation waiting for its resume token.
#   final class Pending {                                     // 3
#       final int uid; final String tool;                     // 4
#       Pending(int uid, String tool) { this.uid = uid; this.tool = tool; }  // 5
#   }
.class final Lcom/example/tk/Pending;
.super Ljava/lang/Object;
.source "Pending.java"

.field final tool:Ljava/lang/String;

.field final uid:I

.method constructor <init>(ILjava/lang/String;)V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/tk/Pending;->uid:I
    iput-object p2, p0, Lcom/example/tk/Pending;->tool:Ljava/lang/String;
    return-void
.end method
