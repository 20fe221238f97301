.class public final Lcom/inkwell/notes/cetp/Resolution$Builder;
.super Ljava/lang/Object;
.source "Resolution.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/cetp/Resolution;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private action:Ljava/lang/String;

.field private activity:Ljava/lang/Class;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/Class<",
            "*>;"
        }
    .end annotation
.end field

.field private targetClass:Ljava/lang/String;

.field private targetPackage:Ljava/lang/String;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public action(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;
    .registers 2

    .line 36
    iput-object p1, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->action:Ljava/lang/String;

    .line 37
    return-object p0
.end method

.method public build(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 7

    .line 52
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->activity:Ljava/lang/Class;

    if-eqz v0, :cond_0

    new-instance v0, Landroid/content/Intent;

    iget-object v3, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->activity:Ljava/lang/Class;

    invoke-direct {v0, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    :goto_0
    move-object v4, v0

    .line 53
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->action:Ljava/lang/String;

    if-eqz v0, :cond_1

    .line 54
    iget-object v1, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->action:Ljava/lang/String;

    invoke-virtual {v4, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    .line 56
    :cond_1
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->targetClass:Ljava/lang/String;

    if-eqz v0, :cond_2

    .line 57
    iget-object v1, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->targetPackage:Ljava/lang/String;

    iget-object v2, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->targetClass:Ljava/lang/String;

    invoke-virtual {v4, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    goto :goto_1

    .line 58
    :cond_2
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->targetPackage:Ljava/lang/String;

    if-eqz v0, :cond_3

    .line 59
    iget-object v1, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->targetPackage:Ljava/lang/String;

    invoke-virtual {v4, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 61
    :cond_3
    :goto_1
    iget-object v2, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->token:Ljava/lang/String;

    const-string v1, "com.inkwell.notes.extra.RESUME_TOKEN"

    invoke-virtual {v4, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 62
    iget-object v1, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->token:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {p1, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public component(Ljava/lang/String;Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;
    .registers 3

    .line 30
    iput-object p1, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->targetPackage:Ljava/lang/String;

    .line 31
    iput-object p2, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->targetClass:Ljava/lang/String;

    .line 32
    return-object p0
.end method

.method public inPackage(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;
    .registers 2

    .line 42
    iput-object p1, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->targetPackage:Ljava/lang/String;

    .line 43
    return-object p0
.end method

.method public target(Ljava/lang/Class;)Lcom/inkwell/notes/cetp/Resolution$Builder;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Class<",
            "*>;)",
            "Lcom/inkwell/notes/cetp/Resolution$Builder;"
        }
    .end annotation

    .line 24
    iput-object p1, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->activity:Ljava/lang/Class;

    .line 25
    return-object p0
.end method

.method public token(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;
    .registers 2

    .line 47
    iput-object p1, p0, Lcom/inkwell/notes/cetp/Resolution$Builder;->token:Ljava/lang/String;

    .line 48
    return-object p0
.end method
