.class final Lcom/example/rv15w/ToolCall;
.super Lcom/android/tools/r8/RecordTag;
.source "ToolCall.java"

# A Java record; D8 desugared it (RecordTag super class). Its generated
# equals/hashCode/toString are left out: nothing calls them.

.field private final args:Ljava/lang/String;
.field private final callerPackage:Ljava/lang/String;
.field private final tool:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 8
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/rv15w/ToolCall;->tool:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/rv15w/ToolCall;->callerPackage:Ljava/lang/String;
    iput-object p3, p0, Lcom/example/rv15w/ToolCall;->args:Ljava/lang/String;
    return-void
.end method

.method static from(Landroid/os/Bundle;)Lcom/example/rv15w/ToolCall;
    .registers 5
    .line 10
    new-instance v0, Lcom/example/rv15w/ToolCall;
    const-string v1, "tool_name"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 11
    const-string v2, "caller_package"
    invoke-virtual {p0, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 12
    const-string v3, "args"
    invoke-virtual {p0, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    invoke-direct {v0, v1, v2, p0}, Lcom/example/rv15w/ToolCall;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public args()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/example/rv15w/ToolCall;->args:Ljava/lang/String;
    return-object v0
.end method

.method public callerPackage()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/example/rv15w/ToolCall;->callerPackage:Ljava/lang/String;
    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/example/rv15w/ToolCall;->tool:Ljava/lang/String;
    return-object v0
.end method
