.class public final Lio/kanbu/app/ui/UiAction$EffectsTaken;
.super Ljava/lang/Object;
.source "ConfirmUi.kt"

# interfaces
.implements Lio/kanbu/app/ui/UiAction;


# static fields
.field public static final INSTANCE:Lio/kanbu/app/ui/UiAction$EffectsTaken;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/kanbu/app/ui/UiAction$EffectsTaken;

    invoke-direct {v0}, Lio/kanbu/app/ui/UiAction$EffectsTaken;-><init>()V

    sput-object v0, Lio/kanbu/app/ui/UiAction$EffectsTaken;->INSTANCE:Lio/kanbu/app/ui/UiAction$EffectsTaken;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
