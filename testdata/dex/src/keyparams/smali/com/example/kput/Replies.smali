.class final Lcom/example/kput/Replies;
.super Ljava/lang/Object;
.source "Replies.java"


# direct methods
.method constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static put(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 7
    invoke-virtual {p0, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 8
    return-void
.end method
