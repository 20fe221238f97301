# The lambda class kotlinc makes for `by lazy { ... }` at ToolProvider.kt:5
# (sketch beside ToolProvider.smali).
.class final Lcom/example/ss/ToolProvider$strong$2;
.super Lkotlin/jvm/internal/Lambda;
.source "ToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public static final INSTANCE:Lcom/example/ss/ToolProvider$strong$2;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Lcom/example/ss/ToolProvider$strong$2;
    invoke-direct {v0}, Lcom/example/ss/ToolProvider$strong$2;-><init>()V
    sput-object v0, Lcom/example/ss/ToolProvider$strong$2;->INSTANCE:Lcom/example/ss/ToolProvider$strong$2;
    return-void
.end method

.method constructor <init>()V
    .locals 1
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public bridge synthetic invoke()Ljava/lang/Object;
    .locals 1
    .line 5
    invoke-virtual {p0}, Lcom/example/ss/ToolProvider$strong$2;->invoke()Ljava/security/SecureRandom;
    move-result-object v0
    return-object v0
.end method

.method public final invoke()Ljava/security/SecureRandom;
    .locals 1
    .line 5
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    return-object v0
.end method
