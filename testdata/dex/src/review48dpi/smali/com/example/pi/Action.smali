# Java:
#   final class Action {                       // a labelled PendingIntent, used by the tool and by notifications
#       final PendingIntent intent; final String label;
#       Action(PendingIntent intent, String label) { this.intent = intent; this.label = label; }
#       static Action of(PendingIntent intent, String label) { return new Action(intent, label); }
#   }
.class final Lcom/example/pi/Action;
.super Ljava/lang/Object;
.field final intent:Landroid/app/PendingIntent;
.field final label:Ljava/lang/String;
.method constructor <init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/pi/Action;->intent:Landroid/app/PendingIntent;
    iput-object p2, p0, Lcom/example/pi/Action;->label:Ljava/lang/String;
    return-void
.end method
.method static of(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/example/pi/Action;
    .locals 1
    new-instance v0, Lcom/example/pi/Action;
    invoke-direct {v0, p0, p1}, Lcom/example/pi/Action;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    return-object v0
.end method
