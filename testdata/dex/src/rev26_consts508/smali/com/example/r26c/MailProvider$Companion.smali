.class public final Lcom/example/r26c/MailProvider$Companion;
.super Ljava/lang/Object;
.source "MailProvider.kt"

# Kotlin 2: the companion object of MailProvider; its private val lives
# in MailProvider as a static field set in MailProvider.<clinit>.

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r26c/MailProvider$Companion;-><init>()V
    return-void
.end method
