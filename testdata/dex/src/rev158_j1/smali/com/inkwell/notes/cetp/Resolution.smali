.class public final Lcom/inkwell/notes/cetp/Resolution;
.super Ljava/lang/Object;
.source "Resolution.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkwell/notes/cetp/Resolution$Builder;
    }
.end annotation


# static fields
.field public static final ACTION_REVIEW:Ljava/lang/String; = "com.inkwell.notes.action.REVIEW"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.inkwell.notes.extra.RESUME_TOKEN"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method
