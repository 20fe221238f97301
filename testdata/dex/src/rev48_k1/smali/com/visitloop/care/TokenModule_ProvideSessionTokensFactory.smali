.class public final Lcom/visitloop/care/TokenModule_ProvideSessionTokensFactory;
.super Ljava/lang/Object;
.source "Generated.kt"

.field public static final INSTANCE:Lcom/visitloop/care/TokenModule_ProvideSessionTokensFactory;

.method private constructor <init>()V
    .registers 1
    .line 91
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final provideSessionTokens()Lcom/visitloop/care/TokenSource;
    .registers 1
    .line 93
    sget-object v0, Lcom/visitloop/care/TokenModule;->INSTANCE:Lcom/visitloop/care/TokenModule;
    invoke-virtual {v0}, Lcom/visitloop/care/TokenModule;->provideSessionTokens()Lcom/visitloop/care/TokenSource;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/visitloop/care/TokenModule_ProvideSessionTokensFactory;
    invoke-direct {v0}, Lcom/visitloop/care/TokenModule_ProvideSessionTokensFactory;-><init>()V
    sput-object v0, Lcom/visitloop/care/TokenModule_ProvideSessionTokensFactory;->INSTANCE:Lcom/visitloop/care/TokenModule_ProvideSessionTokensFactory;
    return-void
.end method

