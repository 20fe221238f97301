.class Lcom/inkwell/remind/ReminderToolProvider$Confirmations;
.super Ljava/lang/Object;
.source "ReminderToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/remind/ReminderToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x2
    name = "Confirmations"
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkwell/remind/ReminderToolProvider;


# direct methods
.method private constructor <init>(Lcom/inkwell/remind/ReminderToolProvider;)V
    .registers 2

    .line 193
    iput-object p1, p0, Lcom/inkwell/remind/ReminderToolProvider$Confirmations;->this$0:Lcom/inkwell/remind/ReminderToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method synthetic constructor <init>(Lcom/inkwell/remind/ReminderToolProvider;Lcom/inkwell/remind/ReminderToolProvider$1;)V
    .registers 3

    .line 193
    invoke-direct {p0, p1}, Lcom/inkwell/remind/ReminderToolProvider$Confirmations;-><init>(Lcom/inkwell/remind/ReminderToolProvider;)V

    return-void
.end method


# virtual methods
.method forAction(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 195
    new-instance v0, Landroid/content/Intent;

    iget-object v1, p0, Lcom/inkwell/remind/ReminderToolProvider$Confirmations;->this$0:Lcom/inkwell/remind/ReminderToolProvider;

    invoke-virtual {v1}, Lcom/inkwell/remind/ReminderToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/inkwell/confirm/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "kind"

    const-string v2, "reminder"

    .line 196
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "resume_token"

    .line 197
    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "target"

    iget-object v2, p0, Lcom/inkwell/remind/ReminderToolProvider$Confirmations;->this$0:Lcom/inkwell/remind/ReminderToolProvider;

    .line 198
    invoke-static {v2, p1}, Lcom/inkwell/remind/ReminderToolProvider;->access$500(Lcom/inkwell/remind/ReminderToolProvider;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 199
    iget-object v1, p0, Lcom/inkwell/remind/ReminderToolProvider$Confirmations;->this$0:Lcom/inkwell/remind/ReminderToolProvider;

    invoke-virtual {v1}, Lcom/inkwell/remind/ReminderToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {}, Lcom/inkwell/core/TokenMint;->get()Lcom/inkwell/core/TokenMint;

    move-result-object v2

    invoke-virtual {v2}, Lcom/inkwell/core/TokenMint;->requestCode()I

    move-result v2

    const/high16 v3, 0x8000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method
