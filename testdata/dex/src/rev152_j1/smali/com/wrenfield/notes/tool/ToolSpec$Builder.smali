.class public final Lcom/wrenfield/notes/tool/ToolSpec$Builder;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/tool/ToolSpec;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private confirmation:Ljava/lang/String;

.field private description:Ljava/lang/String;

.field private destructive:Z

.field private effect:Ljava/lang/String;

.field private fileResult:Z

.field private idempotent:Z

.field private inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private outputSchema:Ljava/lang/String;

.field private risk:Ljava/lang/String;

.field private scopes:[Ljava/lang/String;

.field private title:Ljava/lang/String;


# direct methods
.method static bridge synthetic -$$Nest$fgetconfirmation(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetdescription(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->description:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetdestructive(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->destructive:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgeteffect(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->effect:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetfileResult(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->fileResult:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetidempotent(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->idempotent:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetinputSchema(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetname(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->name:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetoutputSchema(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetrisk(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->risk:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetscopes(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)[Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->scopes:[Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgettitle(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->title:Ljava/lang/String;

    return-object p0
.end method

.method constructor <init>(Ljava/lang/String;)V
    .registers 3

    .line 90
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 80
    const-string v0, "read"

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 81
    const-string v0, "low"

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 82
    const-string v0, "never"

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 85
    const/4 v0, 0x0

    new-array v0, v0, [Ljava/lang/String;

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->scopes:[Ljava/lang/String;

    .line 86
    const-string v0, "{\"type\":\"object\",\"additionalProperties\":false}"

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 91
    iput-object p1, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->name:Ljava/lang/String;

    .line 92
    return-void
.end method


# virtual methods
.method public build()Lcom/wrenfield/notes/tool/ToolSpec;
    .registers 3

    .line 134
    new-instance v0, Lcom/wrenfield/notes/tool/ToolSpec;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lcom/wrenfield/notes/tool/ToolSpec;-><init>(Lcom/wrenfield/notes/tool/ToolSpec$Builder;Lcom/wrenfield/notes/tool/ToolSpec-IA;)V

    return-object v0
.end method

.method public destructive()Lcom/wrenfield/notes/tool/ToolSpec$Builder;
    .registers 2

    .line 108
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->destructive:Z

    .line 109
    return-object p0
.end method

.method public effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;
    .registers 4

    .line 101
    iput-object p1, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 102
    iput-object p2, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 103
    iput-object p3, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 104
    return-object p0
.end method

.method public fileResult()Lcom/wrenfield/notes/tool/ToolSpec$Builder;
    .registers 2

    .line 129
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->fileResult:Z

    .line 130
    return-object p0
.end method

.method public idempotent()Lcom/wrenfield/notes/tool/ToolSpec$Builder;
    .registers 2

    .line 113
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->idempotent:Z

    .line 114
    return-object p0
.end method

.method public schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;
    .registers 3

    .line 123
    iput-object p1, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 124
    iput-object p2, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    .line 125
    return-object p0
.end method

.method public varargs scopes([Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;
    .registers 2

    .line 118
    iput-object p1, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->scopes:[Ljava/lang/String;

    .line 119
    return-object p0
.end method

.method public title(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;
    .registers 3

    .line 95
    iput-object p1, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->title:Ljava/lang/String;

    .line 96
    iput-object p2, p0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->description:Ljava/lang/String;

    .line 97
    return-object p0
.end method
