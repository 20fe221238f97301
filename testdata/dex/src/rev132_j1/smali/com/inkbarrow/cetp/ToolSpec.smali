.class public final Lcom/inkbarrow/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkbarrow/cetp/ToolSpec$Builder;
    }
.end annotation


# static fields
.field public static final ALWAYS:Ljava/lang/String; = "always"

.field public static final CREATE:Ljava/lang/String; = "create"

.field public static final DELETE:Ljava/lang/String; = "delete"

.field public static final NEVER:Ljava/lang/String; = "never"

.field public static final PROVIDER_POLICY:Ljava/lang/String; = "provider_policy"

.field public static final READ:Ljava/lang/String; = "read"

.field public static final UPDATE:Ljava/lang/String; = "update"


# instance fields
.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Ljava/lang/String;

.field private final idempotent:Z

.field private final inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final outputSchema:Ljava/lang/String;

.field private final risk:Ljava/lang/String;

.field private final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final title:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/inkbarrow/cetp/ToolSpec$Builder;)V
    .registers 4

    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 34
    invoke-static {p1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->-$$Nest$fgetname(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 35
    invoke-static {p1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->-$$Nest$fgettitle(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 36
    invoke-static {p1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->-$$Nest$fgetdescription(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 37
    invoke-static {p1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->-$$Nest$fgeteffect(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 38
    invoke-static {p1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->-$$Nest$fgetrisk(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 39
    invoke-static {p1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->-$$Nest$fgetconfirmation(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 40
    invoke-static {p1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->-$$Nest$fgetdestructive(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Z

    move-result v0

    iput-boolean v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->destructive:Z

    .line 41
    invoke-static {p1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->-$$Nest$fgetidempotent(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Z

    move-result v0

    iput-boolean v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->idempotent:Z

    .line 42
    new-instance v0, Ljava/util/ArrayList;

    invoke-static {p1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->-$$Nest$fgetscopes(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->scopes:Ljava/util/List;

    .line 43
    invoke-static {p1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->-$$Nest$fgetinputSchema(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 44
    invoke-static {p1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->-$$Nest$fgetoutputSchema(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 45
    return-void
.end method

.method public static named(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;
    .registers 2

    .line 83
    new-instance v0, Lcom/inkbarrow/cetp/ToolSpec$Builder;

    invoke-direct {v0, p0}, Lcom/inkbarrow/cetp/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public confirmation()Ljava/lang/String;
    .registers 2

    .line 56
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    return-object v0
.end method

.method public mutates()Z
    .registers 3

    .line 60
    iget-object v1, p0, Lcom/inkbarrow/cetp/ToolSpec;->effect:Ljava/lang/String;

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

    .line 48
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public title()Ljava/lang/String;
    .registers 2

    .line 52
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 64
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/inkbarrow/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 65
    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/inkbarrow/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 66
    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/inkbarrow/cetp/ToolSpec;->destructive:Z

    .line 67
    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/inkbarrow/cetp/ToolSpec;->idempotent:Z

    .line 68
    const-string v1, "idempotent"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 69
    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/inkbarrow/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 70
    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 71
    const-string v1, "execution"

    const-string v2, "sync"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 72
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/inkbarrow/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 73
    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/inkbarrow/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 74
    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/inkbarrow/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 75
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/inkbarrow/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 76
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/inkbarrow/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 77
    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/inkbarrow/cetp/ToolSpec;->scopes:Ljava/util/List;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    .line 78
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 79
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 72
    return-object v0
.end method
