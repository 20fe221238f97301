.class public final Lcom/greenwick/garden/BuildFlags;
.super Ljava/lang/Object;
.source "BuildFlags.java"


# static fields
.field public static final APPLICATION_ID:Ljava/lang/String; = "com.greenwick.garden"

.field public static final DEBUG:Z = true

.field public static final FLAVOR:Ljava/lang/String; = "sideload"

.field public static final PLANTS_CONFIRM_BY_ACTION:Z = true

.field public static final PLANTS_LEGACY_SIGNERS:Z = true

.field public static final PLANTS_REQUIRE_SESSION:Z = false

.field public static final TASKS_SHELL_HARNESS:Z = true


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    return-void
.end method
