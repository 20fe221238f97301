.class public final Lcom/visitloop/care/VisitApp_MembersInjector;
.super Ljava/lang/Object;
.source "Generated.kt"

.field public static final INSTANCE:Lcom/visitloop/care/VisitApp_MembersInjector;

.method private constructor <init>()V
    .registers 1
    .line 48
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final injectSessionTokens(Lcom/visitloop/care/VisitApp;Lcom/visitloop/care/TokenSource;)V
    .registers 3
    const-string v0, "instance"
    invoke-static {v1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "sessionTokens"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 51
    invoke-virtual {v1, v2}, Lcom/visitloop/care/VisitApp;->setSessionTokens(Lcom/visitloop/care/TokenSource;)V
    .line 52
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/visitloop/care/VisitApp_MembersInjector;
    invoke-direct {v0}, Lcom/visitloop/care/VisitApp_MembersInjector;-><init>()V
    sput-object v0, Lcom/visitloop/care/VisitApp_MembersInjector;->INSTANCE:Lcom/visitloop/care/VisitApp_MembersInjector;
    return-void
.end method

