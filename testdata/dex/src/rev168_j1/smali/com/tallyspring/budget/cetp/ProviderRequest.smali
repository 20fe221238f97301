.class public final Lcom/tallyspring/budget/cetp/ProviderRequest;
.super Ljava/lang/Object;
.source "ProviderRequest.java"


# instance fields
.field private final call:Lcom/tallyspring/budget/cetp/ToolCall;

.field private final session:Lcom/tallyspring/budget/cetp/SessionStore$Session;

.field private final tool:Lcom/tallyspring/budget/cetp/ToolDescriptor;


# direct methods
.method private constructor <init>(Lcom/tallyspring/budget/cetp/ToolCall;Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/SessionStore$Session;)V
    .registers 4

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ProviderRequest;->call:Lcom/tallyspring/budget/cetp/ToolCall;

    .line 14
    iput-object p2, p0, Lcom/tallyspring/budget/cetp/ProviderRequest;->tool:Lcom/tallyspring/budget/cetp/ToolDescriptor;

    .line 15
    iput-object p3, p0, Lcom/tallyspring/budget/cetp/ProviderRequest;->session:Lcom/tallyspring/budget/cetp/SessionStore$Session;

    .line 16
    return-void
.end method

.method public static of(Lcom/tallyspring/budget/cetp/ToolCall;Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/SessionStore$Session;)Lcom/tallyspring/budget/cetp/ProviderRequest;
    .registers 4

    .line 19
    new-instance v0, Lcom/tallyspring/budget/cetp/ProviderRequest;

    invoke-direct {v0, p0, p1, p2}, Lcom/tallyspring/budget/cetp/ProviderRequest;-><init>(Lcom/tallyspring/budget/cetp/ToolCall;Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/SessionStore$Session;)V

    return-object v0
.end method


# virtual methods
.method public callerUid()I
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ProviderRequest;->call:Lcom/tallyspring/budget/cetp/ToolCall;

    invoke-virtual {v0}, Lcom/tallyspring/budget/cetp/ToolCall;->uid()I

    move-result v0

    return v0
.end method

.method public grantedScopes()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 47
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ProviderRequest;->session:Lcom/tallyspring/budget/cetp/SessionStore$Session;

    invoke-virtual {v0}, Lcom/tallyspring/budget/cetp/SessionStore$Session;->scopes()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ProviderRequest;->call:Lcom/tallyspring/budget/cetp/ToolCall;

    invoke-virtual {v0}, Lcom/tallyspring/budget/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public requestedScopes()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 43
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ProviderRequest;->tool:Lcom/tallyspring/budget/cetp/ToolDescriptor;

    invoke-virtual {v0}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->scopes()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public session()Lcom/tallyspring/budget/cetp/SessionStore$Session;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ProviderRequest;->session:Lcom/tallyspring/budget/cetp/SessionStore$Session;

    return-object v0
.end method

.method public tool()Lcom/tallyspring/budget/cetp/ToolDescriptor;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ProviderRequest;->tool:Lcom/tallyspring/budget/cetp/ToolDescriptor;

    return-object v0
.end method

.method public toolName()Ljava/lang/String;
    .registers 2

    .line 31
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ProviderRequest;->tool:Lcom/tallyspring/budget/cetp/ToolDescriptor;

    invoke-virtual {v0}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
