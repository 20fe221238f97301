.class public final Lcom/inkwell/notes/cetp/Ctx$Builder;
.super Ljava/lang/Object;
.source "Ctx.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/cetp/Ctx;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private argsText:Ljava/lang/String;

.field private final caller:Lcom/inkwell/notes/cetp/Caller;

.field private final context:Landroid/content/Context;

.field private db:Lcom/inkwell/notes/data/NotesDb;

.field private extras:Landroid/os/Bundle;

.field private providerId:Ljava/lang/String;

.field private requestId:Ljava/lang/String;


# direct methods
.method static bridge synthetic -$$Nest$fgetargsText(Lcom/inkwell/notes/cetp/Ctx$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->argsText:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetcaller(Lcom/inkwell/notes/cetp/Ctx$Builder;)Lcom/inkwell/notes/cetp/Caller;
    .registers 1

    iget-object p0, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->caller:Lcom/inkwell/notes/cetp/Caller;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetcontext(Lcom/inkwell/notes/cetp/Ctx$Builder;)Landroid/content/Context;
    .registers 1

    iget-object p0, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->context:Landroid/content/Context;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetdb(Lcom/inkwell/notes/cetp/Ctx$Builder;)Lcom/inkwell/notes/data/NotesDb;
    .registers 1

    iget-object p0, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->db:Lcom/inkwell/notes/data/NotesDb;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetextras(Lcom/inkwell/notes/cetp/Ctx$Builder;)Landroid/os/Bundle;
    .registers 1

    iget-object p0, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->extras:Landroid/os/Bundle;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetproviderId(Lcom/inkwell/notes/cetp/Ctx$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->providerId:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetrequestId(Lcom/inkwell/notes/cetp/Ctx$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->requestId:Ljava/lang/String;

    return-object p0
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/inkwell/notes/cetp/Caller;)V
    .registers 3

    .line 92
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 93
    iput-object p1, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->context:Landroid/content/Context;

    .line 94
    iput-object p2, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->caller:Lcom/inkwell/notes/cetp/Caller;

    .line 95
    return-void
.end method


# virtual methods
.method public build()Lcom/inkwell/notes/cetp/Ctx;
    .registers 3

    .line 115
    new-instance v0, Lcom/inkwell/notes/cetp/Ctx;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lcom/inkwell/notes/cetp/Ctx;-><init>(Lcom/inkwell/notes/cetp/Ctx$Builder;Lcom/inkwell/notes/cetp/Ctx-IA;)V

    return-object v0
.end method

.method public db(Lcom/inkwell/notes/data/NotesDb;)Lcom/inkwell/notes/cetp/Ctx$Builder;
    .registers 2

    .line 98
    iput-object p1, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->db:Lcom/inkwell/notes/data/NotesDb;

    .line 99
    return-object p0
.end method

.method public providerId(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Ctx$Builder;
    .registers 2

    .line 103
    iput-object p1, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->providerId:Ljava/lang/String;

    .line 104
    return-object p0
.end method

.method public request(Ljava/lang/String;Landroid/os/Bundle;Ljava/lang/String;)Lcom/inkwell/notes/cetp/Ctx$Builder;
    .registers 4

    .line 108
    iput-object p1, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->requestId:Ljava/lang/String;

    .line 109
    iput-object p2, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->extras:Landroid/os/Bundle;

    .line 110
    iput-object p3, p0, Lcom/inkwell/notes/cetp/Ctx$Builder;->argsText:Ljava/lang/String;

    .line 111
    return-object p0
.end method
