.class public final Lcom/example/r13m/ToolArgs;
.super Ljava/lang/Object;
.source "ToolArgs.java"

.field public final note:Ljava/lang/String;
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "note"
    .end annotation
.end field

.field public final callingPackage:Ljava/lang/String;
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "calling_package"
    .end annotation
.end field

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, 0x0
    iput-object v0, p0, Lcom/example/r13m/ToolArgs;->note:Ljava/lang/String;
    iput-object v0, p0, Lcom/example/r13m/ToolArgs;->callingPackage:Ljava/lang/String;
    return-void
.end method
