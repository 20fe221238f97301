# Java sketch: see ToolDef$Builder.smali (ToolDef.java).
.class final Lcom/example/tf/ToolDef;
.super Ljava/lang/Object;
.source "ToolDef.java"

.method constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static named(Ljava/lang/String;)Lcom/example/tf/ToolDef$Builder;
    .locals 1
    .line 9
    new-instance v0, Lcom/example/tf/ToolDef$Builder;
    invoke-direct {v0, p0}, Lcom/example/tf/ToolDef$Builder;-><init>(Ljava/lang/String;)V
    return-object v0
.end method
