.class public final Lcom/ex/ToolSpec;
.super Ljava/lang/Object;
.source "Tools.kt"

# instance fields
.field private final name:Ljava/lang/String;
.field private final description:Ljava/lang/String;
.field private final effect:Ljava/lang/String;
.field private final confirmation:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "description"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "effect"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "confirmation"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/ex/ToolSpec;->name:Ljava/lang/String;
    iput-object v4, v2, Lcom/ex/ToolSpec;->description:Ljava/lang/String;
    iput-object v5, v2, Lcom/ex/ToolSpec;->effect:Ljava/lang/String;
    iput-object v6, v2, Lcom/ex/ToolSpec;->confirmation:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getName()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/ex/ToolSpec;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/ex/ToolSpec;->description:Ljava/lang/String;
    return-object v0
.end method

.method public final getEffect()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/ex/ToolSpec;->effect:Ljava/lang/String;
    return-object v0
.end method

.method public final getConfirmation()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/ex/ToolSpec;->confirmation:Ljava/lang/String;
    return-object v0
.end method

