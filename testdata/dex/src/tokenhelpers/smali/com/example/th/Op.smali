# Java sketch (Op.java): an asynchronous operation and who started it.
#   final class Op {                                                           // 3
#       final int owner; final String pkg; final String tool;                  // 4
#       Op(int owner, String pkg, String tool) {                               // 5
#           this.owner = owner; this.pkg = pkg; this.tool = tool;              // 6
#       }
#   }
.class final Lcom/example/th/Op;
.super Ljava/lang/Object;
.source "Op.java"

.field final owner:I

.field final pkg:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.method constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 6
    iput p1, p0, Lcom/example/th/Op;->owner:I
    iput-object p2, p0, Lcom/example/th/Op;->pkg:Ljava/lang/String;
    iput-object p3, p0, Lcom/example/th/Op;->tool:Ljava/lang/String;
    return-void
.end method
