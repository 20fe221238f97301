.class public final Lcom/tutortime/SessionProvider$Companion;
.super Ljava/lang/Object;
.source "SessionProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 146
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/tutortime/SessionProvider$Companion;-><init>()V
    return-void
.end method

