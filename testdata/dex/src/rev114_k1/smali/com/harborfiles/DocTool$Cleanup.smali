.class public final Lcom/harborfiles/DocTool$Cleanup;
.super Lcom/harborfiles/DocTool;
.source "DocTools.kt"

# instance fields
.field private final mode:Lcom/harborfiles/CleanupMode;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lcom/harborfiles/CleanupMode;)V
    .registers 5

    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "mode"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    const/4 v1, 0x0
    invoke-direct {p0, p1, v1}, Lcom/harborfiles/DocTool;-><init>(Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p2, p0, Lcom/harborfiles/DocTool$Cleanup;->mode:Lcom/harborfiles/CleanupMode;
    return-void
.end method


# virtual methods
.method public final getMode()Lcom/harborfiles/CleanupMode;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/harborfiles/DocTool$Cleanup;->mode:Lcom/harborfiles/CleanupMode;
    return-object v0
.end method
