.class public final Lcom/verdant/garden/cetp/ProviderRequest$Builder;
.super Ljava/lang/Object;
.source "ProviderRequest.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/cetp/ProviderRequest;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private args:Lorg/json/JSONObject;

.field private argsRaw:Ljava/lang/String;

.field private caller:Lcom/verdant/garden/cetp/Caller;

.field private deadlineAtMs:J

.field private extras:Landroid/os/Bundle;

.field private requestId:Ljava/lang/String;

.field private resumeToken:Ljava/lang/String;

.field private session:Lcom/verdant/garden/cetp/SessionStore$Session;

.field private tool:Lcom/verdant/garden/cetp/ToolDescriptor;


# direct methods
.method static bridge synthetic -$$Nest$fgetargs(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Lorg/json/JSONObject;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->args:Lorg/json/JSONObject;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetargsRaw(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->argsRaw:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetcaller(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Lcom/verdant/garden/cetp/Caller;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->caller:Lcom/verdant/garden/cetp/Caller;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetdeadlineAtMs(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)J
    .registers 2

    iget-wide v0, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->deadlineAtMs:J

    return-wide v0
.end method

.method static bridge synthetic -$$Nest$fgetextras(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Landroid/os/Bundle;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->extras:Landroid/os/Bundle;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetrequestId(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->requestId:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetresumeToken(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->resumeToken:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetsession(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Lcom/verdant/garden/cetp/SessionStore$Session;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->session:Lcom/verdant/garden/cetp/SessionStore$Session;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgettool(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Lcom/verdant/garden/cetp/ToolDescriptor;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->tool:Lcom/verdant/garden/cetp/ToolDescriptor;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fputargs(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Lorg/json/JSONObject;)V
    .registers 2

    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->args:Lorg/json/JSONObject;

    return-void
.end method

.method static bridge synthetic -$$Nest$fputargsRaw(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Ljava/lang/String;)V
    .registers 2

    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->argsRaw:Ljava/lang/String;

    return-void
.end method

.method static bridge synthetic -$$Nest$fputcaller(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Lcom/verdant/garden/cetp/Caller;)V
    .registers 2

    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->caller:Lcom/verdant/garden/cetp/Caller;

    return-void
.end method

.method static bridge synthetic -$$Nest$fputdeadlineAtMs(Lcom/verdant/garden/cetp/ProviderRequest$Builder;J)V
    .registers 3

    iput-wide p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->deadlineAtMs:J

    return-void
.end method

.method static bridge synthetic -$$Nest$fputextras(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Landroid/os/Bundle;)V
    .registers 2

    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->extras:Landroid/os/Bundle;

    return-void
.end method

.method static bridge synthetic -$$Nest$fputrequestId(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Ljava/lang/String;)V
    .registers 2

    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->requestId:Ljava/lang/String;

    return-void
.end method

.method static bridge synthetic -$$Nest$fputresumeToken(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Ljava/lang/String;)V
    .registers 2

    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->resumeToken:Ljava/lang/String;

    return-void
.end method

.method static bridge synthetic -$$Nest$fputsession(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Lcom/verdant/garden/cetp/SessionStore$Session;)V
    .registers 2

    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->session:Lcom/verdant/garden/cetp/SessionStore$Session;

    return-void
.end method

.method static bridge synthetic -$$Nest$fputtool(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Lcom/verdant/garden/cetp/ToolDescriptor;)V
    .registers 2

    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->tool:Lcom/verdant/garden/cetp/ToolDescriptor;

    return-void
.end method

.method constructor <init>()V
    .registers 1

    .line 103
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 104
    return-void
.end method


# virtual methods
.method public args(Lorg/json/JSONObject;Ljava/lang/String;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;
    .registers 3

    .line 132
    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->args:Lorg/json/JSONObject;

    .line 133
    iput-object p2, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->argsRaw:Ljava/lang/String;

    .line 134
    return-object p0
.end method

.method public build()Lcom/verdant/garden/cetp/ProviderRequest;
    .registers 2

    .line 148
    new-instance v0, Lcom/verdant/garden/cetp/ProviderRequest;

    invoke-direct {v0, p0}, Lcom/verdant/garden/cetp/ProviderRequest;-><init>(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)V

    return-object v0
.end method

.method public caller(Lcom/verdant/garden/cetp/Caller;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;
    .registers 2

    .line 107
    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->caller:Lcom/verdant/garden/cetp/Caller;

    .line 108
    return-object p0
.end method

.method public deadlineAtMs(J)Lcom/verdant/garden/cetp/ProviderRequest$Builder;
    .registers 3

    .line 122
    iput-wide p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->deadlineAtMs:J

    .line 123
    return-object p0
.end method

.method public extras(Landroid/os/Bundle;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;
    .registers 2

    .line 143
    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->extras:Landroid/os/Bundle;

    .line 144
    return-object p0
.end method

.method public requestId(Ljava/lang/String;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;
    .registers 2

    .line 117
    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->requestId:Ljava/lang/String;

    .line 118
    return-object p0
.end method

.method public resumeToken(Ljava/lang/String;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;
    .registers 2

    .line 138
    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->resumeToken:Ljava/lang/String;

    .line 139
    return-object p0
.end method

.method public session(Lcom/verdant/garden/cetp/SessionStore$Session;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;
    .registers 2

    .line 112
    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->session:Lcom/verdant/garden/cetp/SessionStore$Session;

    .line 113
    return-object p0
.end method

.method public tool(Lcom/verdant/garden/cetp/ToolDescriptor;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;
    .registers 2

    .line 127
    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->tool:Lcom/verdant/garden/cetp/ToolDescriptor;

    .line 128
    return-object p0
.end method
