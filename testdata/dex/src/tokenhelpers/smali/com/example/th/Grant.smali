# Java sketch (Grant.java): a confirmation waiting for its resume token.
#   final class Grant {                                                        // 3
#       final int owner; final String tool;                                    // 4
#       Grant(int owner, String tool) { this.owner = owner; this.tool = tool; } // 5
#   }
.class final Lcom/example/th/Grant;
.super Ljava/lang/Object;
.source "Grant.java"

.field final owner:I

.field final tool:Ljava/lang/String;

.method constructor <init>(ILjava/lang/String;)V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/th/Grant;->owner:I
    iput-object p2, p0, Lcom/example/th/Grant;->tool:Ljava/lang/String;
    return-void
.end method
