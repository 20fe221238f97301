.class public abstract Lcom/tutortime/Screen;
.super Ljava/lang/Object;
.source "Screen.kt"


.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract pendingIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/tutortime/Screen;-><init>()V
    return-void
.end method

