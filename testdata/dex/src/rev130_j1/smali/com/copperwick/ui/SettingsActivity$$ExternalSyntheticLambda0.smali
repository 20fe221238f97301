.class public final synthetic Lcom/copperwick/ui/SettingsActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/widget/CompoundButton$OnCheckedChangeListener;


# instance fields
.field public final synthetic f$0:Lcom/copperwick/ui/SettingsActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/copperwick/ui/SettingsActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/copperwick/ui/SettingsActivity$$ExternalSyntheticLambda0;->f$0:Lcom/copperwick/ui/SettingsActivity;

    return-void
.end method


# virtual methods
.method public final onCheckedChanged(Landroid/widget/CompoundButton;Z)V
    .registers 4

    iget-object v0, p0, Lcom/copperwick/ui/SettingsActivity$$ExternalSyntheticLambda0;->f$0:Lcom/copperwick/ui/SettingsActivity;

    invoke-virtual {v0, p1, p2}, Lcom/copperwick/ui/SettingsActivity;->lambda$onCreate$0$com-copperwick-ui-SettingsActivity(Landroid/widget/CompoundButton;Z)V

    return-void
.end method
