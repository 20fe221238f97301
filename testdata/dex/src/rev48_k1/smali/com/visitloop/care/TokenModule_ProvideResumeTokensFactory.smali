.class public final Lcom/visitloop/care/TokenModule_ProvideResumeTokensFactory;
.super Ljava/lang/Object;
.source "Generated.kt"

.field public static final INSTANCE:Lcom/visitloop/care/TokenModule_ProvideResumeTokensFactory;

.method private constructor <init>()V
    .registers 1
    .line 86
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final provideResumeTokens()Lcom/visitloop/care/TokenSource;
    .registers 1
    .line 88
    sget-object v0, Lcom/visitloop/care/TokenModule;->INSTANCE:Lcom/visitloop/care/TokenModule;
    invoke-virtual {v0}, Lcom/visitloop/care/TokenModule;->provideResumeTokens()Lcom/visitloop/care/TokenSource;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/visitloop/care/TokenModule_ProvideResumeTokensFactory;
    invoke-direct {v0}, Lcom/visitloop/care/TokenModule_ProvideResumeTokensFactory;-><init>()V
    sput-object v0, Lcom/visitloop/care/TokenModule_ProvideResumeTokensFactory;->INSTANCE:Lcom/visitloop/care/TokenModule_ProvideResumeTokensFactory;
    return-void
.end method

