.class public final Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;
.super Ljava/lang/Object;
.source "Inline.kt"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field final synthetic $email$inlined:Ljava/lang/String;

.field final synthetic $inviteId$inlined:Ljava/lang/String;

.field final synthetic $inviter$inlined:I

.field final synthetic $role$inlined:Lnet/pantrybox/app/household/Role;

.field final synthetic this$0:Lnet/pantrybox/app/household/HouseholdToolProvider;


# direct methods
.method public constructor <init>(Lnet/pantrybox/app/household/HouseholdToolProvider;Ljava/lang/String;Ljava/lang/String;Lnet/pantrybox/app/household/Role;I)V
    .registers 6

    iput-object p1, p0, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;->this$0:Lnet/pantrybox/app/household/HouseholdToolProvider;

    iput-object p2, p0, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;->$inviteId$inlined:Ljava/lang/String;

    iput-object p3, p0, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;->$email$inlined:Ljava/lang/String;

    iput-object p4, p0, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;->$role$inlined:Lnet/pantrybox/app/household/Role;

    iput p5, p0, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;->$inviter$inlined:I

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 7

    .line 16
    const/4 v5, 0x0

    .line 46
    iget-object v0, p0, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;->this$0:Lnet/pantrybox/app/household/HouseholdToolProvider;

    invoke-static {v0}, Lnet/pantrybox/app/household/HouseholdToolProvider;->access$getBook(Lnet/pantrybox/app/household/HouseholdToolProvider;)Lnet/pantrybox/app/household/HouseholdBook;

    move-result-object v0

    iget-object v1, p0, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;->$inviteId$inlined:Ljava/lang/String;

    iget-object v2, p0, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;->$email$inlined:Ljava/lang/String;

    iget-object v3, p0, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;->$role$inlined:Lnet/pantrybox/app/household/Role;

    iget v4, p0, Lnet/pantrybox/app/household/HouseholdToolProvider$inviteMember$$inlined$inBackground$1;->$inviter$inlined:I

    invoke-virtual {v0, v1, v2, v3, v4}, Lnet/pantrybox/app/household/HouseholdBook;->queueInvite(Ljava/lang/String;Ljava/lang/String;Lnet/pantrybox/app/household/Role;I)V

    .line 16
    return-void
.end method
