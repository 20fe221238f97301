.class public final Lcom/fieldnote/birding/cetp/ToolHandler$Spec;
.super Ljava/lang/Object;
.source "ToolHandler.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/ToolHandler;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Spec"
.end annotation


# instance fields
.field confirmation:Ljava/lang/String;

.field final description:Ljava/lang/String;

.field destructive:Z

.field effect:Ljava/lang/String;

.field final name:Ljava/lang/String;

.field risk:Ljava/lang/String;

.field scopes:[Ljava/lang/String;

.field final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    const-string v0, "read"

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->effect:Ljava/lang/String;

    .line 18
    const-string v0, "low"

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->risk:Ljava/lang/String;

    .line 19
    const-string v0, "never"

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->confirmation:Ljava/lang/String;

    .line 21
    const/4 v0, 0x0

    new-array v0, v0, [Ljava/lang/String;

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes:[Ljava/lang/String;

    .line 24
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->name:Ljava/lang/String;

    .line 25
    iput-object p2, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->title:Ljava/lang/String;

    .line 26
    iput-object p3, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->description:Ljava/lang/String;

    .line 27
    return-void
.end method


# virtual methods
.method public confirmation(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;
    .registers 2

    .line 40
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->confirmation:Ljava/lang/String;

    .line 41
    return-object p0
.end method

.method public destructive()Lcom/fieldnote/birding/cetp/ToolHandler$Spec;
    .registers 2

    .line 45
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->destructive:Z

    .line 46
    return-object p0
.end method

.method public effect(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;
    .registers 2

    .line 30
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->effect:Ljava/lang/String;

    .line 31
    return-object p0
.end method

.method public risk(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;
    .registers 2

    .line 35
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->risk:Ljava/lang/String;

    .line 36
    return-object p0
.end method

.method public varargs scopes([Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;
    .registers 2

    .line 50
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes:[Ljava/lang/String;

    .line 51
    return-object p0
.end method
