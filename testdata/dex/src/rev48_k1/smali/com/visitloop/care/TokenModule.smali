.class public final Lcom/visitloop/care/TokenModule;
.super Ljava/lang/Object;
.source "VisitApp.kt"

.field public static final INSTANCE:Lcom/visitloop/care/TokenModule;

.method private constructor <init>()V
    .registers 1
    .line 53
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final provideResumeTokens()Lcom/visitloop/care/TokenSource;
    .registers 2
    .line 57
    sget-object v0, Lcom/visitloop/care/ClockTokens;->INSTANCE:Lcom/visitloop/care/ClockTokens;
    check-cast v0, Lcom/visitloop/care/TokenSource;
    return-object v0
.end method

.method public final provideSessionTokens()Lcom/visitloop/care/TokenSource;
    .registers 2
    .line 60
    sget-object v0, Lcom/visitloop/care/SecureTokens;->INSTANCE:Lcom/visitloop/care/SecureTokens;
    check-cast v0, Lcom/visitloop/care/TokenSource;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/visitloop/care/TokenModule;
    invoke-direct {v0}, Lcom/visitloop/care/TokenModule;-><init>()V
    sput-object v0, Lcom/visitloop/care/TokenModule;->INSTANCE:Lcom/visitloop/care/TokenModule;
    return-void
.end method

