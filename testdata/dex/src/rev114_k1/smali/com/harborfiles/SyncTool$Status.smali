.class public final Lcom/harborfiles/SyncTool$Status;
.super Lcom/harborfiles/SyncTool;
.source "SyncProvider.kt"

# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 4

    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const/4 v1, 0x0
    invoke-direct {p0, p1, v1}, Lcom/harborfiles/SyncTool;-><init>(Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method
