.class public final synthetic Lcom/gridnote/tools/ToolBase$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lj$/util/function/Predicate;

.method public synthetic constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final test(Ljava/lang/Object;)Z
    .locals 0
    check-cast p1, Lcom/gridnote/tools/ToolSpec;
    invoke-static {p1}, Lcom/gridnote/tools/ToolBase;->lambda$describe$0(Lcom/gridnote/tools/ToolSpec;)Z
    move-result p1
    return p1
.end method
