.class public final Lcom/quillbox/SettingsRepo;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# instance fields
.field private final ctx:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillbox/SettingsRepo;->ctx:Landroid/content/Context;
    return-void
.end method

.method public static final synthetic access$getCtx$p(Lcom/quillbox/SettingsRepo;)Landroid/content/Context;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/quillbox/SettingsRepo;->ctx:Landroid/content/Context;
    return-object v0
.end method


# virtual methods
.method public final settings()Lkotlinx/coroutines/flow/Flow;
    .registers 3
    .line 14
    new-instance v0, Lcom/quillbox/SettingsRepo$settings$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, v1}, Lcom/quillbox/SettingsRepo$settings$1;-><init>(Lcom/quillbox/SettingsRepo;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 17
    return-object v0
.end method
