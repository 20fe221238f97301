.class public final Lcom/inkwell/ReminderTools$Companion;
.super Ljava/lang/Object;
.source "ReminderTools.kt"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 123
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v1}, Lcom/inkwell/ReminderTools$Companion;-><init>()V
    return-void
.end method

