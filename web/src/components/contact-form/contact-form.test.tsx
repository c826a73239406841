import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { renderWithProviders } from "../../testing/render";
import { ContactForm } from "./contact-form";
import { sendContactMessage } from "./send-contact-message";

vi.mock("./send-contact-message", () => ({ sendContactMessage: vi.fn() }));
const send = vi.mocked(sendContactMessage);

afterEach(() => send.mockReset());

function renderContact() {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm />);
  return {
    user,
    name: screen.getByLabelText("Name"),
    email: screen.getByLabelText("Email"),
    role: screen.getByLabelText("I am a"),
    reason: screen.getByLabelText("Reason for contact"),
    message: screen.getByLabelText("Message"),
    submit: screen.getByRole("button", { name: "Send message" }),
  };
}

async function fillValidForm(form: ReturnType<typeof renderContact>) {
  await form.user.type(form.name, "Ada Lovelace");
  await form.user.type(form.email, "ada@example.com");
  await form.user.selectOptions(form.role, "Parent");
  await form.user.selectOptions(form.reason, "Question");
  await form.user.type(form.message, "How long does a screening take?");
}

/** A valid message sent, and the server refusing it with `error`: the form, and the toasts. */
async function sendRefused(error: ApiError) {
  send.mockRejectedValue(error);
  const form = renderContact();
  await fillValidForm(form);
  await form.user.click(form.submit);
  return { form, toast: screen.getByRole("status") };
}

describe("Contact form", () => {
  it("is the form 'Send us a Message'", () => {
    renderContact();
    expect(screen.getByRole("form", { name: "Send us a Message" })).toBeInTheDocument();
  });

  it("chooses the reason it is given in advance", () => {
    renderWithProviders(<ContactForm initialReason="request-demo" />);
    expect(screen.getByLabelText("Reason for contact")).toHaveValue("request-demo");
  });

  it("keeps Send disabled until every field is valid", async () => {
    const form = renderContact();
    expect(form.submit).toBeDisabled();
    await fillValidForm(form);
    expect(form.submit).toBeEnabled();
    await form.user.clear(form.message);
    expect(form.submit).toBeDisabled();
  });

  it("says what is missing in the spec's words once a field has been visited", async () => {
    const { user, name } = renderContact();
    await user.click(name);
    for (let i = 0; i < 5; i += 1) await user.tab();

    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required"));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is required");
    expect(screen.getByLabelText("I am a")).toHaveAccessibleDescription("Please select your role");
    expect(screen.getByLabelText("Reason for contact")).toHaveAccessibleDescription("Please select a reason for contact");
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Up to 5,000 characters. Message is required");
  });

  it("says beside a disabled Send what it is waiting for, from the first render, and nothing once it is ready", async () => {
    const form = renderContact();
    expect(form.submit).toBeDisabled();
    expect(form.submit).toHaveAccessibleDescription(
      "Still needed: Name is required Email is required Please select your role Please select a reason for contact Message is required",
    );
    await form.user.type(form.name, "Ada");
    await form.user.type(form.email, "ada@example");
    await waitFor(() => expect(form.submit).toHaveAccessibleDescription(/^Still needed: Invalid email address Please select your role/));
    expect(form.submit).not.toHaveAccessibleDescription(/Name is required/);
    await form.user.type(form.email, ".com");
    await form.user.selectOptions(form.role, "Parent");
    await form.user.selectOptions(form.reason, "Question");
    await form.user.type(form.message, "Hello");
    expect(form.submit).toBeEnabled();
    expect(form.submit).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByText("Still needed:")).not.toBeInTheDocument();
  });

  it("checks the email address", async () => {
    const { user, email } = renderContact();
    await user.type(email, "ada@example");
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Invalid email address"));
  });

  it("asks someone who chooses 'Other' to specify their role", async () => {
    const form = renderContact();
    await fillValidForm(form);
    expect(screen.queryByLabelText("Please specify your role")).not.toBeInTheDocument();

    await form.user.selectOptions(form.role, "Other");
    const roleOther = screen.getByLabelText("Please specify your role");
    expect(form.submit).toBeDisabled();
    await form.user.click(roleOther);
    await form.user.tab();
    await waitFor(() => expect(roleOther).toHaveAccessibleDescription("Please specify your role"));

    await form.user.type(roleOther, "Tutor");
    expect(form.submit).toBeEnabled();
    await form.user.selectOptions(form.role, "Teacher");
    expect(screen.queryByLabelText("Please specify your role")).not.toBeInTheDocument();
    expect(form.submit).toBeEnabled();
  });

  it("sends the cleaned message, confirms it and empties the form", async () => {
    send.mockResolvedValue({ id: "m1" });
    const form = renderContact();
    await fillValidForm(form);
    await form.user.type(form.name, "  ");

    await form.user.click(form.submit);

    expect(send).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      role: "parent",
      reason: "question",
      message: "How long does a screening take?",
    });
    const toast = screen.getByRole("status");
    expect(await within(toast).findByText("Message sent successfully")).toBeInTheDocument();
    expect(toast).toHaveTextContent("Thank you for your message! We will get back to you soon.");
    expect(form.name).toHaveValue("");
    expect(form.role).toHaveValue("");
    expect(form.submit).toBeDisabled();
  });

  it("sends roleOther only with the role 'other'", async () => {
    send.mockResolvedValue({ id: "m2" });
    const form = renderContact();
    await fillValidForm(form);
    await form.user.selectOptions(form.role, "Other");
    await form.user.type(screen.getByLabelText("Please specify your role"), "Tutor");
    await form.user.click(form.submit);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ role: "other", roleOther: "Tutor" }));
  });

  it("shows the server's message when it refuses, and keeps what was typed", async () => {
    const { form, toast } = await sendRefused(new ApiError(429, "Too many messages. Please try again later."));
    expect(await within(toast).findByText("Message failed to send")).toBeInTheDocument();
    expect(toast).toHaveTextContent("Too many messages. Please try again later.");
    expect(form.name).toHaveValue("Ada Lovelace");
  });

  it("falls back to the spec's message when the server cannot answer", async () => {
    const { toast } = await sendRefused(new ApiError(500, "Network error"));
    expect(await within(toast).findByText("There was an error sending your message. Please try again.")).toBeInTheDocument();
    expect(toast).not.toHaveTextContent("Network error");
  });
});
