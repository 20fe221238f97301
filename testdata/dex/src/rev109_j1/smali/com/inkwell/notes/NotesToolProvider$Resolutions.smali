.class Lcom/inkwell/notes/NotesToolProvider$Resolutions;
.super Ljava/lang/Object;
.source "NotesToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/NotesToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x2
    name = "Resolutions"
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkwell/notes/NotesToolProvider;


# direct methods
.method private constructor <init>(Lcom/inkwell/notes/NotesToolProvider;)V
    .registers 2

    .line 142
    iput-object p1, p0, Lcom/inkwell/notes/NotesToolProvider$Resolutions;->this$0:Lcom/inkwell/notes/NotesToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method synthetic constructor <init>(Lcom/inkwell/notes/NotesToolProvider;Lcom/inkwell/notes/NotesToolProvider$1;)V
    .registers 3

    .line 142
    invoke-direct {p0, p1}, Lcom/inkwell/notes/NotesToolProvider$Resolutions;-><init>(Lcom/inkwell/notes/NotesToolProvider;)V

    return-void
.end method


# virtual methods
.method forDelete(Ljava/lang/String;JLjava/lang/String;)Landroid/app/PendingIntent;
    .registers 10

    .line 144
    new-instance v0, Landroid/content/Intent;

    iget-object v1, p0, Lcom/inkwell/notes/NotesToolProvider$Resolutions;->this$0:Lcom/inkwell/notes/NotesToolProvider;

    invoke-virtual {v1}, Lcom/inkwell/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/inkwell/confirm/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "kind"

    const-string v2, "note"

    .line 145
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "resume_token"

    .line 146
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "target"

    iget-object v2, p0, Lcom/inkwell/notes/NotesToolProvider$Resolutions;->this$0:Lcom/inkwell/notes/NotesToolProvider;

    .line 147
    invoke-static {v2, p2, p3}, Lcom/inkwell/notes/NotesToolProvider;->access$100(Lcom/inkwell/notes/NotesToolProvider;J)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "requester"

    .line 148
    invoke-virtual {v0, v1, p4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 149
    iget-object v1, p0, Lcom/inkwell/notes/NotesToolProvider$Resolutions;->this$0:Lcom/inkwell/notes/NotesToolProvider;

    invoke-virtual {v1}, Lcom/inkwell/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {}, Lcom/inkwell/core/TokenMint;->get()Lcom/inkwell/core/TokenMint;

    move-result-object v2

    invoke-virtual {v2}, Lcom/inkwell/core/TokenMint;->requestCode()I

    move-result v2

    const/high16 v3, 0xc000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method
