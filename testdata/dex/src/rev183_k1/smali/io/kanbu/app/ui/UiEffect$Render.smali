.class public final Lio/kanbu/app/ui/UiEffect$Render;
.super Ljava/lang/Object;
.source "ConfirmUi.kt"

# interfaces
.implements Lio/kanbu/app/ui/UiEffect;


# static fields
.field public static final INSTANCE:Lio/kanbu/app/ui/UiEffect$Render;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/kanbu/app/ui/UiEffect$Render;

    invoke-direct {v0}, Lio/kanbu/app/ui/UiEffect$Render;-><init>()V

    sput-object v0, Lio/kanbu/app/ui/UiEffect$Render;->INSTANCE:Lio/kanbu/app/ui/UiEffect$Render;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
