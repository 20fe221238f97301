.class public final Lcom/harborfiles/DocTool$Writer;
.super Lcom/harborfiles/DocTool;
.source "DocTools.kt"

# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 4

    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    const/4 v1, 0x0
    invoke-direct {p0, p1, v1}, Lcom/harborfiles/DocTool;-><init>(Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method
