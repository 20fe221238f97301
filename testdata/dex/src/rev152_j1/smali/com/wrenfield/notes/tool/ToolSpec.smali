.class public final Lcom/wrenfield/notes/tool/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/tool/ToolSpec$Builder;
    }
.end annotation


# instance fields
.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Ljava/lang/String;

.field private final fileResult:Z

.field private final idempotent:Z

.field private final inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final outputSchema:Ljava/lang/String;

.field private final risk:Ljava/lang/String;

.field private final scopes:[Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method private constructor <init>(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)V
    .registers 3

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgetname(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->name:Ljava/lang/String;

    .line 24
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgettitle(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->title:Ljava/lang/String;

    .line 25
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgetdescription(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->description:Ljava/lang/String;

    .line 26
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgeteffect(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->effect:Ljava/lang/String;

    .line 27
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgetrisk(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->risk:Ljava/lang/String;

    .line 28
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgetconfirmation(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->confirmation:Ljava/lang/String;

    .line 29
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgetdestructive(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Z

    move-result v0

    iput-boolean v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->destructive:Z

    .line 30
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgetidempotent(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Z

    move-result v0

    iput-boolean v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->idempotent:Z

    .line 31
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgetscopes(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)[Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->scopes:[Ljava/lang/String;

    .line 32
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgetinputSchema(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 33
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgetoutputSchema(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 34
    invoke-static {p1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->-$$Nest$fgetfileResult(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)Z

    move-result v0

    iput-boolean v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->fileResult:Z

    .line 35
    return-void
.end method

.method synthetic constructor <init>(Lcom/wrenfield/notes/tool/ToolSpec$Builder;Lcom/wrenfield/notes/tool/ToolSpec-IA;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/wrenfield/notes/tool/ToolSpec;-><init>(Lcom/wrenfield/notes/tool/ToolSpec$Builder;)V

    return-void
.end method

.method public static named(Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;
    .registers 2

    .line 38
    new-instance v0, Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    invoke-direct {v0, p0}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public describe()Lorg/json/JSONObject;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 55
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 56
    iget-object v6, p0, Lcom/wrenfield/notes/tool/ToolSpec;->scopes:[Ljava/lang/String;

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_0

    aget-object v9, v6, v8

    .line 57
    invoke-virtual {v5, v9}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 56
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 59
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/wrenfield/notes/tool/ToolSpec;->name:Ljava/lang/String;

    .line 60
    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/wrenfield/notes/tool/ToolSpec;->title:Ljava/lang/String;

    .line 61
    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/wrenfield/notes/tool/ToolSpec;->description:Ljava/lang/String;

    .line 62
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/wrenfield/notes/tool/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 63
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/wrenfield/notes/tool/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 64
    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 65
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p0, Lcom/wrenfield/notes/tool/ToolSpec;->effect:Ljava/lang/String;

    .line 67
    const-string v3, "effect"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/wrenfield/notes/tool/ToolSpec;->risk:Ljava/lang/String;

    .line 68
    const-string v3, "risk"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-boolean v4, p0, Lcom/wrenfield/notes/tool/ToolSpec;->destructive:Z

    .line 69
    const-string v3, "destructive"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    iget-boolean v4, p0, Lcom/wrenfield/notes/tool/ToolSpec;->idempotent:Z

    .line 70
    const-string v3, "idempotent"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 71
    const-string v3, "open_world"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/wrenfield/notes/tool/ToolSpec;->confirmation:Ljava/lang/String;

    .line 72
    const-string v3, "confirmation"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 73
    const-string v3, "execution"

    const-string v4, "sync"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 66
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 59
    return-object v0
.end method

.method public fileResult()Z
    .registers 2

    .line 51
    iget-boolean v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->fileResult:Z

    return v0
.end method

.method public mutates()Z
    .registers 3

    .line 46
    iget-object v1, p0, Lcom/wrenfield/notes/tool/ToolSpec;->effect:Ljava/lang/String;

    const-string v0, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 42
    iget-object v0, p0, Lcom/wrenfield/notes/tool/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method
