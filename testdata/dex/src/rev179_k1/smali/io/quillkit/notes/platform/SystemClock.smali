.class public final Lio/quillkit/notes/platform/SystemClock;
.super Ljava/lang/Object;
.source "AndroidPlatform.kt"

# interfaces
.implements Lio/quillkit/notes/core/PlatformClock;


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/platform/SystemClock;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/platform/SystemClock;

    invoke-direct {v0}, Lio/quillkit/notes/platform/SystemClock;-><init>()V

    sput-object v0, Lio/quillkit/notes/platform/SystemClock;->INSTANCE:Lio/quillkit/notes/platform/SystemClock;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public nowMs()J
    .registers 3

    .line 17
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    return-wide v0
.end method
