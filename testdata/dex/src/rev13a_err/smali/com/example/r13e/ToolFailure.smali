.class public final Lcom/example/r13e/ToolFailure;
.super Ljava/lang/Exception;
.source "ToolFailure.java"

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    .line 5
    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V
    return-void
.end method
