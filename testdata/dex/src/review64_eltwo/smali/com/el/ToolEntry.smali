.class public final Lcom/el/ToolEntry;
.super Ljava/lang/Object;
.source "Tools.kt"

# instance fields
.field private final spec:Lcom/el/ToolSpec;
.field private final accepts:Lkotlin/jvm/functions/Function1;
.field private final run:Lkotlin/jvm/functions/Function2;


# direct methods
.method public constructor <init>(Lcom/el/ToolSpec;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function2;)V
    .registers 6
    const-string v1, "spec"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "accepts"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "run"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/el/ToolEntry;->spec:Lcom/el/ToolSpec;
    iput-object v4, v2, Lcom/el/ToolEntry;->accepts:Lkotlin/jvm/functions/Function1;
    iput-object v5, v2, Lcom/el/ToolEntry;->run:Lkotlin/jvm/functions/Function2;
    return-void
.end method


# virtual methods
.method public final getSpec()Lcom/el/ToolSpec;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/el/ToolEntry;->spec:Lcom/el/ToolSpec;
    return-object v0
.end method

.method public final getAccepts()Lkotlin/jvm/functions/Function1;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/el/ToolEntry;->accepts:Lkotlin/jvm/functions/Function1;
    return-object v0
.end method

.method public final getRun()Lkotlin/jvm/functions/Function2;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/el/ToolEntry;->run:Lkotlin/jvm/functions/Function2;
    return-object v0
.end method

